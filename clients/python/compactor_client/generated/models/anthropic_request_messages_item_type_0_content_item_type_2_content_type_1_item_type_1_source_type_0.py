from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0_media_type import (
    AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0MediaType,
)

T = TypeVar("T", bound="AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0")


@_attrs_define
class AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0:
    """
    Attributes:
        type_ (Literal['base64']):
        media_type (AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0MediaType):
        data (str):
    """

    type_: Literal["base64"]
    media_type: AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0MediaType
    data: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        media_type = self.media_type.value

        data = self.data

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "media_type": media_type,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["base64"], d.pop("type"))
        if type_ != "base64":
            raise ValueError(f"type must match const 'base64', got '{type_}'")

        media_type = AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0MediaType(
            d.pop("media_type")
        )

        data = d.pop("data")

        anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 = cls(
            type_=type_,
            media_type=media_type,
            data=data,
        )

        return anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0

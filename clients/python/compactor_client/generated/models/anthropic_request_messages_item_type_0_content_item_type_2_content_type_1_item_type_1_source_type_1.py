from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1")


@_attrs_define
class AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1:
    """
    Attributes:
        type_ (Literal['url']):
        url (str):
    """

    type_: Literal["url"]
    url: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["url"], d.pop("type"))
        if type_ != "url":
            raise ValueError(f"type must match const 'url', got '{type_}'")

        url = d.pop("url")

        anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1 = cls(
            type_=type_,
            url=url,
        )

        return anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnthropicRequestMessagesItemType1ContentItemType2")


@_attrs_define
class AnthropicRequestMessagesItemType1ContentItemType2:
    """
    Attributes:
        type_ (Literal['redacted_thinking']):
        data (str):
    """

    type_: Literal["redacted_thinking"]
    data: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        data = self.data

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["redacted_thinking"], d.pop("type"))
        if type_ != "redacted_thinking":
            raise ValueError(f"type must match const 'redacted_thinking', got '{type_}'")

        data = d.pop("data")

        anthropic_request_messages_item_type_1_content_item_type_2 = cls(
            type_=type_,
            data=data,
        )

        return anthropic_request_messages_item_type_1_content_item_type_2

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnthropicRequestMessagesItemType1ContentItemType1")


@_attrs_define
class AnthropicRequestMessagesItemType1ContentItemType1:
    """
    Attributes:
        type_ (Literal['thinking']):
        thinking (str):
        signature (str):
    """

    type_: Literal["thinking"]
    thinking: str
    signature: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        thinking = self.thinking

        signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "thinking": thinking,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["thinking"], d.pop("type"))
        if type_ != "thinking":
            raise ValueError(f"type must match const 'thinking', got '{type_}'")

        thinking = d.pop("thinking")

        signature = d.pop("signature")

        anthropic_request_messages_item_type_1_content_item_type_1 = cls(
            type_=type_,
            thinking=thinking,
            signature=signature,
        )

        return anthropic_request_messages_item_type_1_content_item_type_1

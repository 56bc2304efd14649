from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiChatTurnInputItemContentType0Type1Item")


@_attrs_define
class OpenAiChatTurnInputItemContentType0Type1Item:
    """
    Attributes:
        type_ (str):
    """

    type_: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        open_ai_chat_turn_input_item_content_type_0_type_1_item = cls(
            type_=type_,
        )

        return open_ai_chat_turn_input_item_content_type_0_type_1_item

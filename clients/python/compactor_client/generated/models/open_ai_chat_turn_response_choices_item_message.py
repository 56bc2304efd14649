from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiChatTurnResponseChoicesItemMessage")


@_attrs_define
class OpenAiChatTurnResponseChoicesItemMessage:
    """
    Attributes:
        role (str):
    """

    role: str

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = d.pop("role")

        open_ai_chat_turn_response_choices_item_message = cls(
            role=role,
        )

        return open_ai_chat_turn_response_choices_item_message

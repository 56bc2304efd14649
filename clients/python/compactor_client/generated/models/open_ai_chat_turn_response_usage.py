from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiChatTurnResponseUsage")


@_attrs_define
class OpenAiChatTurnResponseUsage:
    """
    Attributes:
        prompt_tokens (float):
        completion_tokens (float):
    """

    prompt_tokens: float
    completion_tokens: float

    def to_dict(self) -> dict[str, Any]:
        prompt_tokens = self.prompt_tokens

        completion_tokens = self.completion_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prompt_tokens = d.pop("prompt_tokens")

        completion_tokens = d.pop("completion_tokens")

        open_ai_chat_turn_response_usage = cls(
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
        )

        return open_ai_chat_turn_response_usage

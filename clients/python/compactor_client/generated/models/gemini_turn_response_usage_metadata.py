from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GeminiTurnResponseUsageMetadata")


@_attrs_define
class GeminiTurnResponseUsageMetadata:
    """
    Attributes:
        prompt_token_count (float | Unset):
    """

    prompt_token_count: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        prompt_token_count = self.prompt_token_count

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if prompt_token_count is not UNSET:
            field_dict["promptTokenCount"] = prompt_token_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prompt_token_count = d.pop("promptTokenCount", UNSET)

        gemini_turn_response_usage_metadata = cls(
            prompt_token_count=prompt_token_count,
        )

        return gemini_turn_response_usage_metadata

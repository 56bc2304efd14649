from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiResponsesTurnResponseUsageType0")


@_attrs_define
class OpenAiResponsesTurnResponseUsageType0:
    """
    Attributes:
        input_tokens (float):
        output_tokens (float):
    """

    input_tokens: float
    output_tokens: float

    def to_dict(self) -> dict[str, Any]:
        input_tokens = self.input_tokens

        output_tokens = self.output_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "input_tokens": input_tokens,
                "output_tokens": output_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        input_tokens = d.pop("input_tokens")

        output_tokens = d.pop("output_tokens")

        open_ai_responses_turn_response_usage_type_0 = cls(
            input_tokens=input_tokens,
            output_tokens=output_tokens,
        )

        return open_ai_responses_turn_response_usage_type_0

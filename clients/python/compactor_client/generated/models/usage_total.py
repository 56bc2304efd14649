from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UsageTotal")


@_attrs_define
class UsageTotal:
    """
    Attributes:
        calls (float): provider calls
        input_tokens (float): input tokens the providers reported
        output_tokens (float): output tokens the providers reported
        cached_tokens (float): input tokens read from the providers' prompt caches, as they reported them
        image_input_tokens (float): image tokens among the input: as Gemini splits them out, estimated from the image
            sizes for the other providers
        estimated_calls (float): calls with a figure estimated locally rather than the provider's report
        estimated_cost_usd (float): US dollars at the price table, for the models it prices
    """

    calls: float
    input_tokens: float
    output_tokens: float
    cached_tokens: float
    image_input_tokens: float
    estimated_calls: float
    estimated_cost_usd: float

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        input_tokens = self.input_tokens

        output_tokens = self.output_tokens

        cached_tokens = self.cached_tokens

        image_input_tokens = self.image_input_tokens

        estimated_calls = self.estimated_calls

        estimated_cost_usd = self.estimated_cost_usd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
                "inputTokens": input_tokens,
                "outputTokens": output_tokens,
                "cachedTokens": cached_tokens,
                "imageInputTokens": image_input_tokens,
                "estimatedCalls": estimated_calls,
                "estimatedCostUsd": estimated_cost_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calls = d.pop("calls")

        input_tokens = d.pop("inputTokens")

        output_tokens = d.pop("outputTokens")

        cached_tokens = d.pop("cachedTokens")

        image_input_tokens = d.pop("imageInputTokens")

        estimated_calls = d.pop("estimatedCalls")

        estimated_cost_usd = d.pop("estimatedCostUsd")

        usage_total = cls(
            calls=calls,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cached_tokens=cached_tokens,
            image_input_tokens=image_input_tokens,
            estimated_calls=estimated_calls,
            estimated_cost_usd=estimated_cost_usd,
        )

        return usage_total

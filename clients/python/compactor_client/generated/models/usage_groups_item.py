from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UsageGroupsItem")


@_attrs_define
class UsageGroupsItem:
    """
    Attributes:
        key (str): the model, session id or UTC day
        calls (float): provider calls
        input_tokens (float): input tokens the providers reported
        output_tokens (float): output tokens the providers reported
        cached_tokens (float): input tokens read from the providers' prompt caches, as they reported them
        estimated_cost_usd (float): US dollars at the price table, for the models it prices
    """

    key: str
    calls: float
    input_tokens: float
    output_tokens: float
    cached_tokens: float
    estimated_cost_usd: float

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        calls = self.calls

        input_tokens = self.input_tokens

        output_tokens = self.output_tokens

        cached_tokens = self.cached_tokens

        estimated_cost_usd = self.estimated_cost_usd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "calls": calls,
                "inputTokens": input_tokens,
                "outputTokens": output_tokens,
                "cachedTokens": cached_tokens,
                "estimatedCostUsd": estimated_cost_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        calls = d.pop("calls")

        input_tokens = d.pop("inputTokens")

        output_tokens = d.pop("outputTokens")

        cached_tokens = d.pop("cachedTokens")

        estimated_cost_usd = d.pop("estimatedCostUsd")

        usage_groups_item = cls(
            key=key,
            calls=calls,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cached_tokens=cached_tokens,
            estimated_cost_usd=estimated_cost_usd,
        )

        return usage_groups_item

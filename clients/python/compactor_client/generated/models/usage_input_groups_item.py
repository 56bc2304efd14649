from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UsageInputGroupsItem")


@_attrs_define
class UsageInputGroupsItem:
    """
    Attributes:
        key (str): the model, session id or UTC day
        calls (float): provider calls
        input_tokens (float): input tokens the providers reported
        output_tokens (float): output tokens the providers reported
        cached_tokens (float): input tokens read from the providers' prompt caches, as they reported them
        image_input_tokens (float): image tokens among the input: as Gemini splits them out, estimated from the image
            sizes for the other providers
        estimated_calls (float): calls with a figure estimated locally rather than the provider's report
        estimated_cost_usd (float): US dollars at the price table, for the models it prices
    """

    key: str
    calls: float
    input_tokens: float
    output_tokens: float
    cached_tokens: float
    image_input_tokens: float
    estimated_calls: float
    estimated_cost_usd: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        calls = self.calls

        input_tokens = self.input_tokens

        output_tokens = self.output_tokens

        cached_tokens = self.cached_tokens

        image_input_tokens = self.image_input_tokens

        estimated_calls = self.estimated_calls

        estimated_cost_usd = self.estimated_cost_usd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
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
        key = d.pop("key")

        calls = d.pop("calls")

        input_tokens = d.pop("inputTokens")

        output_tokens = d.pop("outputTokens")

        cached_tokens = d.pop("cachedTokens")

        image_input_tokens = d.pop("imageInputTokens")

        estimated_calls = d.pop("estimatedCalls")

        estimated_cost_usd = d.pop("estimatedCostUsd")

        usage_input_groups_item = cls(
            key=key,
            calls=calls,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cached_tokens=cached_tokens,
            image_input_tokens=image_input_tokens,
            estimated_calls=estimated_calls,
            estimated_cost_usd=estimated_cost_usd,
        )

        usage_input_groups_item.additional_properties = d
        return usage_input_groups_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

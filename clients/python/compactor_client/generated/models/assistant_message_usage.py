from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.assistant_message_usage_cost import AssistantMessageUsageCost
    from ..models.assistant_message_usage_orchestration import AssistantMessageUsageOrchestration


T = TypeVar("T", bound="AssistantMessageUsage")


@_attrs_define
class AssistantMessageUsage:
    """
    Attributes:
        input_ (float):
        output (float):
        cache_read (float):
        cache_write (float):
        total_tokens (float | Unset):
        context_tokens (float | Unset):
        orchestration (AssistantMessageUsageOrchestration | Unset):
        premium_requests (float | Unset):
        reasoning_tokens (float | Unset):
        cost (AssistantMessageUsageCost | Unset):
    """

    input_: float
    output: float
    cache_read: float
    cache_write: float
    total_tokens: float | Unset = UNSET
    context_tokens: float | Unset = UNSET
    orchestration: AssistantMessageUsageOrchestration | Unset = UNSET
    premium_requests: float | Unset = UNSET
    reasoning_tokens: float | Unset = UNSET
    cost: AssistantMessageUsageCost | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        input_ = self.input_

        output = self.output

        cache_read = self.cache_read

        cache_write = self.cache_write

        total_tokens = self.total_tokens

        context_tokens = self.context_tokens

        orchestration: dict[str, Any] | Unset = UNSET
        if not isinstance(self.orchestration, Unset):
            orchestration = self.orchestration.to_dict()

        premium_requests = self.premium_requests

        reasoning_tokens = self.reasoning_tokens

        cost: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cost, Unset):
            cost = self.cost.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "input": input_,
                "output": output,
                "cacheRead": cache_read,
                "cacheWrite": cache_write,
            }
        )
        if total_tokens is not UNSET:
            field_dict["totalTokens"] = total_tokens
        if context_tokens is not UNSET:
            field_dict["contextTokens"] = context_tokens
        if orchestration is not UNSET:
            field_dict["orchestration"] = orchestration
        if premium_requests is not UNSET:
            field_dict["premiumRequests"] = premium_requests
        if reasoning_tokens is not UNSET:
            field_dict["reasoningTokens"] = reasoning_tokens
        if cost is not UNSET:
            field_dict["cost"] = cost

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assistant_message_usage_cost import AssistantMessageUsageCost
        from ..models.assistant_message_usage_orchestration import AssistantMessageUsageOrchestration

        d = dict(src_dict)
        input_ = d.pop("input")

        output = d.pop("output")

        cache_read = d.pop("cacheRead")

        cache_write = d.pop("cacheWrite")

        total_tokens = d.pop("totalTokens", UNSET)

        context_tokens = d.pop("contextTokens", UNSET)

        _orchestration = d.pop("orchestration", UNSET)
        orchestration: AssistantMessageUsageOrchestration | Unset
        if isinstance(_orchestration, Unset):
            orchestration = UNSET
        else:
            orchestration = AssistantMessageUsageOrchestration.from_dict(_orchestration)

        premium_requests = d.pop("premiumRequests", UNSET)

        reasoning_tokens = d.pop("reasoningTokens", UNSET)

        _cost = d.pop("cost", UNSET)
        cost: AssistantMessageUsageCost | Unset
        if isinstance(_cost, Unset):
            cost = UNSET
        else:
            cost = AssistantMessageUsageCost.from_dict(_cost)

        assistant_message_usage = cls(
            input_=input_,
            output=output,
            cache_read=cache_read,
            cache_write=cache_write,
            total_tokens=total_tokens,
            context_tokens=context_tokens,
            orchestration=orchestration,
            premium_requests=premium_requests,
            reasoning_tokens=reasoning_tokens,
            cost=cost,
        )

        assistant_message_usage.additional_properties = d
        return assistant_message_usage

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

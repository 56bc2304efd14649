from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AssistantMessageUsageOrchestration")


@_attrs_define
class AssistantMessageUsageOrchestration:
    """
    Attributes:
        input_ (float | Unset):
        output (float | Unset):
        cache_read (float | Unset):
    """

    input_: float | Unset = UNSET
    output: float | Unset = UNSET
    cache_read: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        input_ = self.input_

        output = self.output

        cache_read = self.cache_read

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if input_ is not UNSET:
            field_dict["input"] = input_
        if output is not UNSET:
            field_dict["output"] = output
        if cache_read is not UNSET:
            field_dict["cacheRead"] = cache_read

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        input_ = d.pop("input", UNSET)

        output = d.pop("output", UNSET)

        cache_read = d.pop("cacheRead", UNSET)

        assistant_message_usage_orchestration = cls(
            input_=input_,
            output=output,
            cache_read=cache_read,
        )

        assistant_message_usage_orchestration.additional_properties = d
        return assistant_message_usage_orchestration

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GeminiTurnInputResponseUsageMetadata")


@_attrs_define
class GeminiTurnInputResponseUsageMetadata:
    """
    Attributes:
        prompt_token_count (float | Unset):
    """

    prompt_token_count: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prompt_token_count = self.prompt_token_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if prompt_token_count is not UNSET:
            field_dict["promptTokenCount"] = prompt_token_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prompt_token_count = d.pop("promptTokenCount", UNSET)

        gemini_turn_input_response_usage_metadata = cls(
            prompt_token_count=prompt_token_count,
        )

        gemini_turn_input_response_usage_metadata.additional_properties = d
        return gemini_turn_input_response_usage_metadata

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

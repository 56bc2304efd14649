from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.compaction_history_input_item_attempts_type_0_item_outcome import (
    CompactionHistoryInputItemAttemptsType0ItemOutcome,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.summary_quality_input import SummaryQualityInput


T = TypeVar("T", bound="CompactionHistoryInputItemAttemptsType0Item")


@_attrs_define
class CompactionHistoryInputItemAttemptsType0Item:
    """
    Attributes:
        method (str): remote, openai-native, handoff, snapcompact, context-full, hook, …
        outcome (CompactionHistoryInputItemAttemptsType0ItemOutcome):
        reason (str | Unset): why the method passed on to the next one
        quality (SummaryQualityInput | Unset):
    """

    method: str
    outcome: CompactionHistoryInputItemAttemptsType0ItemOutcome
    reason: str | Unset = UNSET
    quality: SummaryQualityInput | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        outcome = self.outcome.value

        reason = self.reason

        quality: dict[str, Any] | Unset = UNSET
        if not isinstance(self.quality, Unset):
            quality = self.quality.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
                "outcome": outcome,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if quality is not UNSET:
            field_dict["quality"] = quality

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.summary_quality_input import SummaryQualityInput

        d = dict(src_dict)
        method = d.pop("method")

        outcome = CompactionHistoryInputItemAttemptsType0ItemOutcome(d.pop("outcome"))

        reason = d.pop("reason", UNSET)

        _quality = d.pop("quality", UNSET)
        quality: SummaryQualityInput | Unset
        if isinstance(_quality, Unset):
            quality = UNSET
        else:
            quality = SummaryQualityInput.from_dict(_quality)

        compaction_history_input_item_attempts_type_0_item = cls(
            method=method,
            outcome=outcome,
            reason=reason,
            quality=quality,
        )

        compaction_history_input_item_attempts_type_0_item.additional_properties = d
        return compaction_history_input_item_attempts_type_0_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.compaction_history_item_attempts_type_0_item_outcome import CompactionHistoryItemAttemptsType0ItemOutcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.summary_quality import SummaryQuality


T = TypeVar("T", bound="CompactionHistoryItemAttemptsType0Item")


@_attrs_define
class CompactionHistoryItemAttemptsType0Item:
    """
    Attributes:
        method (str): remote, openai-native, handoff, snapcompact, context-full, hook, …
        outcome (CompactionHistoryItemAttemptsType0ItemOutcome):
        reason (str | Unset): why the method passed on to the next one
        quality (SummaryQuality | Unset):
    """

    method: str
    outcome: CompactionHistoryItemAttemptsType0ItemOutcome
    reason: str | Unset = UNSET
    quality: SummaryQuality | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        outcome = self.outcome.value

        reason = self.reason

        quality: dict[str, Any] | Unset = UNSET
        if not isinstance(self.quality, Unset):
            quality = self.quality.to_dict()

        field_dict: dict[str, Any] = {}

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
        from ..models.summary_quality import SummaryQuality

        d = dict(src_dict)
        method = d.pop("method")

        outcome = CompactionHistoryItemAttemptsType0ItemOutcome(d.pop("outcome"))

        reason = d.pop("reason", UNSET)

        _quality = d.pop("quality", UNSET)
        quality: SummaryQuality | Unset
        if isinstance(_quality, Unset):
            quality = UNSET
        else:
            quality = SummaryQuality.from_dict(_quality)

        compaction_history_item_attempts_type_0_item = cls(
            method=method,
            outcome=outcome,
            reason=reason,
            quality=quality,
        )

        return compaction_history_item_attempts_type_0_item

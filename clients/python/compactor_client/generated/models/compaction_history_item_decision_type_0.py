from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.compaction_history_item_decision_type_0_decision import CompactionHistoryItemDecisionType0Decision
from ..types import UNSET, Unset

T = TypeVar("T", bound="CompactionHistoryItemDecisionType0")


@_attrs_define
class CompactionHistoryItemDecisionType0:
    """
    Attributes:
        decision (CompactionHistoryItemDecisionType0Decision):
        by (str): the deciding key's id, or ttl for an expiry
        at (str): an ISO 8601 instant
        reason (str | Unset):
    """

    decision: CompactionHistoryItemDecisionType0Decision
    by: str
    at: str
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        by = self.by

        at = self.at

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
                "by": by,
                "at": at,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decision = CompactionHistoryItemDecisionType0Decision(d.pop("decision"))

        by = d.pop("by")

        at = d.pop("at")

        reason = d.pop("reason", UNSET)

        compaction_history_item_decision_type_0 = cls(
            decision=decision,
            by=by,
            at=at,
            reason=reason,
        )

        return compaction_history_item_decision_type_0

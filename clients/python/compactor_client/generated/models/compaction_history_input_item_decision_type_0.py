from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.compaction_history_input_item_decision_type_0_decision import (
    CompactionHistoryInputItemDecisionType0Decision,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CompactionHistoryInputItemDecisionType0")


@_attrs_define
class CompactionHistoryInputItemDecisionType0:
    """
    Attributes:
        decision (CompactionHistoryInputItemDecisionType0Decision):
        by (str): the deciding key's id, or ttl for an expiry
        at (str): an ISO 8601 instant
        reason (str | Unset):
    """

    decision: CompactionHistoryInputItemDecisionType0Decision
    by: str
    at: str
    reason: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        by = self.by

        at = self.at

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        decision = CompactionHistoryInputItemDecisionType0Decision(d.pop("decision"))

        by = d.pop("by")

        at = d.pop("at")

        reason = d.pop("reason", UNSET)

        compaction_history_input_item_decision_type_0 = cls(
            decision=decision,
            by=by,
            at=at,
            reason=reason,
        )

        compaction_history_input_item_decision_type_0.additional_properties = d
        return compaction_history_input_item_decision_type_0

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

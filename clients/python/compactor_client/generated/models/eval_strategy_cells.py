from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.eval_cell import EvalCell


T = TypeVar("T", bound="EvalStrategyCells")


@_attrs_define
class EvalStrategyCells:
    """per probe category, when it had probes

    Attributes:
        artifact (EvalCell | Unset):
        continuation (EvalCell | Unset):
        recall (EvalCell | Unset):
        decision (EvalCell | Unset):
    """

    artifact: EvalCell | Unset = UNSET
    continuation: EvalCell | Unset = UNSET
    recall: EvalCell | Unset = UNSET
    decision: EvalCell | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        artifact: dict[str, Any] | Unset = UNSET
        if not isinstance(self.artifact, Unset):
            artifact = self.artifact.to_dict()

        continuation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.continuation, Unset):
            continuation = self.continuation.to_dict()

        recall: dict[str, Any] | Unset = UNSET
        if not isinstance(self.recall, Unset):
            recall = self.recall.to_dict()

        decision: dict[str, Any] | Unset = UNSET
        if not isinstance(self.decision, Unset):
            decision = self.decision.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if artifact is not UNSET:
            field_dict["artifact"] = artifact
        if continuation is not UNSET:
            field_dict["continuation"] = continuation
        if recall is not UNSET:
            field_dict["recall"] = recall
        if decision is not UNSET:
            field_dict["decision"] = decision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.eval_cell import EvalCell

        d = dict(src_dict)
        _artifact = d.pop("artifact", UNSET)
        artifact: EvalCell | Unset
        if isinstance(_artifact, Unset):
            artifact = UNSET
        else:
            artifact = EvalCell.from_dict(_artifact)

        _continuation = d.pop("continuation", UNSET)
        continuation: EvalCell | Unset
        if isinstance(_continuation, Unset):
            continuation = UNSET
        else:
            continuation = EvalCell.from_dict(_continuation)

        _recall = d.pop("recall", UNSET)
        recall: EvalCell | Unset
        if isinstance(_recall, Unset):
            recall = UNSET
        else:
            recall = EvalCell.from_dict(_recall)

        _decision = d.pop("decision", UNSET)
        decision: EvalCell | Unset
        if isinstance(_decision, Unset):
            decision = UNSET
        else:
            decision = EvalCell.from_dict(_decision)

        eval_strategy_cells = cls(
            artifact=artifact,
            continuation=continuation,
            recall=recall,
            decision=decision,
        )

        return eval_strategy_cells

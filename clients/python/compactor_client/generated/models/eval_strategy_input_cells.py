from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.eval_cell_input import EvalCellInput


T = TypeVar("T", bound="EvalStrategyInputCells")


@_attrs_define
class EvalStrategyInputCells:
    """per probe category, when it had probes

    Attributes:
        artifact (EvalCellInput | Unset):
        continuation (EvalCellInput | Unset):
        recall (EvalCellInput | Unset):
        decision (EvalCellInput | Unset):
    """

    artifact: EvalCellInput | Unset = UNSET
    continuation: EvalCellInput | Unset = UNSET
    recall: EvalCellInput | Unset = UNSET
    decision: EvalCellInput | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.eval_cell_input import EvalCellInput

        d = dict(src_dict)
        _artifact = d.pop("artifact", UNSET)
        artifact: EvalCellInput | Unset
        if isinstance(_artifact, Unset):
            artifact = UNSET
        else:
            artifact = EvalCellInput.from_dict(_artifact)

        _continuation = d.pop("continuation", UNSET)
        continuation: EvalCellInput | Unset
        if isinstance(_continuation, Unset):
            continuation = UNSET
        else:
            continuation = EvalCellInput.from_dict(_continuation)

        _recall = d.pop("recall", UNSET)
        recall: EvalCellInput | Unset
        if isinstance(_recall, Unset):
            recall = UNSET
        else:
            recall = EvalCellInput.from_dict(_recall)

        _decision = d.pop("decision", UNSET)
        decision: EvalCellInput | Unset
        if isinstance(_decision, Unset):
            decision = UNSET
        else:
            decision = EvalCellInput.from_dict(_decision)

        eval_strategy_input_cells = cls(
            artifact=artifact,
            continuation=continuation,
            recall=recall,
            decision=decision,
        )

        eval_strategy_input_cells.additional_properties = d
        return eval_strategy_input_cells

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

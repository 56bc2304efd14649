from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_outcomes_item_error import ReplayOutcomesItemError


T = TypeVar("T", bound="ReplayOutcomesItem")


@_attrs_define
class ReplayOutcomesItem:
    """
    Attributes:
        workflow_id (str):
        run_id (str):
        ok (bool):
        error (ReplayOutcomesItemError | Unset):
    """

    workflow_id: str
    run_id: str
    ok: bool
    error: ReplayOutcomesItemError | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        workflow_id = self.workflow_id

        run_id = self.run_id

        ok = self.ok

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "workflowId": workflow_id,
                "runId": run_id,
                "ok": ok,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_outcomes_item_error import ReplayOutcomesItemError

        d = dict(src_dict)
        workflow_id = d.pop("workflowId")

        run_id = d.pop("runId")

        ok = d.pop("ok")

        _error = d.pop("error", UNSET)
        error: ReplayOutcomesItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = ReplayOutcomesItemError.from_dict(_error)

        replay_outcomes_item = cls(
            workflow_id=workflow_id,
            run_id=run_id,
            ok=ok,
            error=error,
        )

        return replay_outcomes_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_outcomes_item_error import ReplayOutcomesItemError
    from ..models.replay_outcomes_item_retired import ReplayOutcomesItemRetired


T = TypeVar("T", bound="ReplayOutcomesItem")


@_attrs_define
class ReplayOutcomesItem:
    """
    Attributes:
        workflow_id (str):
        run_id (str):
        ok (bool):
        error (ReplayOutcomesItemError | Unset):
        retired (ReplayOutcomesItemRetired | Unset): not a divergence: recorded by a retired branch (before `patch`),
            replayable with `release`
    """

    workflow_id: str
    run_id: str
    ok: bool
    error: ReplayOutcomesItemError | Unset = UNSET
    retired: ReplayOutcomesItemRetired | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        workflow_id = self.workflow_id

        run_id = self.run_id

        ok = self.ok

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        retired: dict[str, Any] | Unset = UNSET
        if not isinstance(self.retired, Unset):
            retired = self.retired.to_dict()

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
        if retired is not UNSET:
            field_dict["retired"] = retired

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_outcomes_item_error import ReplayOutcomesItemError
        from ..models.replay_outcomes_item_retired import ReplayOutcomesItemRetired

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

        _retired = d.pop("retired", UNSET)
        retired: ReplayOutcomesItemRetired | Unset
        if isinstance(_retired, Unset):
            retired = UNSET
        else:
            retired = ReplayOutcomesItemRetired.from_dict(_retired)

        replay_outcomes_item = cls(
            workflow_id=workflow_id,
            run_id=run_id,
            ok=ok,
            error=error,
            retired=retired,
        )

        return replay_outcomes_item

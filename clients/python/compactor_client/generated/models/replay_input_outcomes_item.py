from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_input_outcomes_item_error import ReplayInputOutcomesItemError
    from ..models.replay_input_outcomes_item_retired import ReplayInputOutcomesItemRetired


T = TypeVar("T", bound="ReplayInputOutcomesItem")


@_attrs_define
class ReplayInputOutcomesItem:
    """
    Attributes:
        workflow_id (str):
        run_id (str):
        ok (bool):
        error (ReplayInputOutcomesItemError | Unset):
        retired (ReplayInputOutcomesItemRetired | Unset): not a divergence: recorded by a retired branch (before
            `patch`), replayable with `release`
    """

    workflow_id: str
    run_id: str
    ok: bool
    error: ReplayInputOutcomesItemError | Unset = UNSET
    retired: ReplayInputOutcomesItemRetired | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.replay_input_outcomes_item_error import ReplayInputOutcomesItemError
        from ..models.replay_input_outcomes_item_retired import ReplayInputOutcomesItemRetired

        d = dict(src_dict)
        workflow_id = d.pop("workflowId")

        run_id = d.pop("runId")

        ok = d.pop("ok")

        _error = d.pop("error", UNSET)
        error: ReplayInputOutcomesItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = ReplayInputOutcomesItemError.from_dict(_error)

        _retired = d.pop("retired", UNSET)
        retired: ReplayInputOutcomesItemRetired | Unset
        if isinstance(_retired, Unset):
            retired = UNSET
        else:
            retired = ReplayInputOutcomesItemRetired.from_dict(_retired)

        replay_input_outcomes_item = cls(
            workflow_id=workflow_id,
            run_id=run_id,
            ok=ok,
            error=error,
            retired=retired,
        )

        replay_input_outcomes_item.additional_properties = d
        return replay_input_outcomes_item

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

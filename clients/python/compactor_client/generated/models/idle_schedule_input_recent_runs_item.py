from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IdleScheduleInputRecentRunsItem")


@_attrs_define
class IdleScheduleInputRecentRunsItem:
    """
    Attributes:
        scheduled_at (str):
        taken_at (str):
        workflow_id (str):
    """

    scheduled_at: str
    taken_at: str
    workflow_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scheduled_at = self.scheduled_at

        taken_at = self.taken_at

        workflow_id = self.workflow_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scheduledAt": scheduled_at,
                "takenAt": taken_at,
                "workflowId": workflow_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scheduled_at = d.pop("scheduledAt")

        taken_at = d.pop("takenAt")

        workflow_id = d.pop("workflowId")

        idle_schedule_input_recent_runs_item = cls(
            scheduled_at=scheduled_at,
            taken_at=taken_at,
            workflow_id=workflow_id,
        )

        idle_schedule_input_recent_runs_item.additional_properties = d
        return idle_schedule_input_recent_runs_item

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

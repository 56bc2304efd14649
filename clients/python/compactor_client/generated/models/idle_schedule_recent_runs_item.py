from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IdleScheduleRecentRunsItem")


@_attrs_define
class IdleScheduleRecentRunsItem:
    """
    Attributes:
        scheduled_at (str):
        taken_at (str):
        workflow_id (str):
    """

    scheduled_at: str
    taken_at: str
    workflow_id: str

    def to_dict(self) -> dict[str, Any]:
        scheduled_at = self.scheduled_at

        taken_at = self.taken_at

        workflow_id = self.workflow_id

        field_dict: dict[str, Any] = {}

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

        idle_schedule_recent_runs_item = cls(
            scheduled_at=scheduled_at,
            taken_at=taken_at,
            workflow_id=workflow_id,
        )

        return idle_schedule_recent_runs_item

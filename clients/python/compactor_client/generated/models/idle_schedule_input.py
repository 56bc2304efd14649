from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.idle_schedule_input_recent_runs_item import IdleScheduleInputRecentRunsItem


T = TypeVar("T", bound="IdleScheduleInput")


@_attrs_define
class IdleScheduleInput:
    """
    Attributes:
        schedule_id (str):
        tenant_id (None | str): the one tenant swept, or null for all tenants
        every_ms (float):
        paused (bool):
        note (None | str):
        overlap (str):
        catchup_window_ms (float):
        next_runs (list[str]):
        recent_runs (list[IdleScheduleInputRecentRunsItem]):
        running (list[str]): workflow ids of sweeps running now
        actions_taken (float):
        skipped_overlap (float):
    """

    schedule_id: str
    tenant_id: None | str
    every_ms: float
    paused: bool
    note: None | str
    overlap: str
    catchup_window_ms: float
    next_runs: list[str]
    recent_runs: list[IdleScheduleInputRecentRunsItem]
    running: list[str]
    actions_taken: float
    skipped_overlap: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        schedule_id = self.schedule_id

        tenant_id: None | str
        tenant_id = self.tenant_id

        every_ms = self.every_ms

        paused = self.paused

        note: None | str
        note = self.note

        overlap = self.overlap

        catchup_window_ms = self.catchup_window_ms

        next_runs = self.next_runs

        recent_runs = []
        for recent_runs_item_data in self.recent_runs:
            recent_runs_item = recent_runs_item_data.to_dict()
            recent_runs.append(recent_runs_item)

        running = self.running

        actions_taken = self.actions_taken

        skipped_overlap = self.skipped_overlap

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scheduleId": schedule_id,
                "tenantId": tenant_id,
                "everyMs": every_ms,
                "paused": paused,
                "note": note,
                "overlap": overlap,
                "catchupWindowMs": catchup_window_ms,
                "nextRuns": next_runs,
                "recentRuns": recent_runs,
                "running": running,
                "actionsTaken": actions_taken,
                "skippedOverlap": skipped_overlap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.idle_schedule_input_recent_runs_item import IdleScheduleInputRecentRunsItem

        d = dict(src_dict)
        schedule_id = d.pop("scheduleId")

        def _parse_tenant_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tenant_id = _parse_tenant_id(d.pop("tenantId"))

        every_ms = d.pop("everyMs")

        paused = d.pop("paused")

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))

        overlap = d.pop("overlap")

        catchup_window_ms = d.pop("catchupWindowMs")

        next_runs = cast(list[str], d.pop("nextRuns"))

        recent_runs = []
        _recent_runs = d.pop("recentRuns")
        for recent_runs_item_data in _recent_runs:
            recent_runs_item = IdleScheduleInputRecentRunsItem.from_dict(recent_runs_item_data)

            recent_runs.append(recent_runs_item)

        running = cast(list[str], d.pop("running"))

        actions_taken = d.pop("actionsTaken")

        skipped_overlap = d.pop("skippedOverlap")

        idle_schedule_input = cls(
            schedule_id=schedule_id,
            tenant_id=tenant_id,
            every_ms=every_ms,
            paused=paused,
            note=note,
            overlap=overlap,
            catchup_window_ms=catchup_window_ms,
            next_runs=next_runs,
            recent_runs=recent_runs,
            running=running,
            actions_taken=actions_taken,
            skipped_overlap=skipped_overlap,
        )

        idle_schedule_input.additional_properties = d
        return idle_schedule_input

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

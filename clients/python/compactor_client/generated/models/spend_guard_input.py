from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.spend_guard_input_loop_guard import SpendGuardInputLoopGuard

if TYPE_CHECKING:
    from ..models.spend_guard_input_events_item import SpendGuardInputEventsItem


T = TypeVar("T", bound="SpendGuardInput")


@_attrs_define
class SpendGuardInput:
    """
    Attributes:
        loop_guard (SpendGuardInputLoopGuard): stopped: automatic compactions of the session do not start until a manual
            one or a settings change
        events (list[SpendGuardInputEventsItem]):
    """

    loop_guard: SpendGuardInputLoopGuard
    events: list[SpendGuardInputEventsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        loop_guard = self.loop_guard.value

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "loopGuard": loop_guard,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spend_guard_input_events_item import SpendGuardInputEventsItem

        d = dict(src_dict)
        loop_guard = SpendGuardInputLoopGuard(d.pop("loopGuard"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = SpendGuardInputEventsItem.from_dict(events_item_data)

            events.append(events_item)

        spend_guard_input = cls(
            loop_guard=loop_guard,
            events=events,
        )

        spend_guard_input.additional_properties = d
        return spend_guard_input

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.spend_guard_loop_guard import SpendGuardLoopGuard

if TYPE_CHECKING:
    from ..models.spend_guard_events_item import SpendGuardEventsItem


T = TypeVar("T", bound="SpendGuard")


@_attrs_define
class SpendGuard:
    """
    Attributes:
        loop_guard (SpendGuardLoopGuard): stopped: automatic compactions of the session do not start until a manual one
            or a settings change
        events (list[SpendGuardEventsItem]):
    """

    loop_guard: SpendGuardLoopGuard
    events: list[SpendGuardEventsItem]

    def to_dict(self) -> dict[str, Any]:
        loop_guard = self.loop_guard.value

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "loopGuard": loop_guard,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spend_guard_events_item import SpendGuardEventsItem

        d = dict(src_dict)
        loop_guard = SpendGuardLoopGuard(d.pop("loopGuard"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = SpendGuardEventsItem.from_dict(events_item_data)

            events.append(events_item)

        spend_guard = cls(
            loop_guard=loop_guard,
            events=events,
        )

        return spend_guard

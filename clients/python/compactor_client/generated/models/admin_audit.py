from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.admin_audit_events_item import AdminAuditEventsItem


T = TypeVar("T", bound="AdminAudit")


@_attrs_define
class AdminAudit:
    """
    Attributes:
        events (list[AdminAuditEventsItem]):
        next_before (int | None):
    """

    events: list[AdminAuditEventsItem]
    next_before: int | None

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        next_before: int | None
        next_before = self.next_before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "nextBefore": next_before,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.admin_audit_events_item import AdminAuditEventsItem

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AdminAuditEventsItem.from_dict(events_item_data)

            events.append(events_item)

        def _parse_next_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_before = _parse_next_before(d.pop("nextBefore"))

        admin_audit = cls(
            events=events,
            next_before=next_before,
        )

        return admin_audit

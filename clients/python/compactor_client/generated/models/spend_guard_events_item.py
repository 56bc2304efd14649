from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.spend_guard_events_item_details import SpendGuardEventsItemDetails


T = TypeVar("T", bound="SpendGuardEventsItem")


@_attrs_define
class SpendGuardEventsItem:
    """
    Attributes:
        session_id (str):
        kind (str): loop-guard-tripped, loop-guard-rearmed or budget-exceeded
        message (str):
        details (SpendGuardEventsItemDetails):
        at (str): ISO 8601 instant
    """

    session_id: str
    kind: str
    message: str
    details: SpendGuardEventsItemDetails
    at: str

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        kind = self.kind

        message = self.message

        details = self.details.to_dict()

        at = self.at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sessionId": session_id,
                "kind": kind,
                "message": message,
                "details": details,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spend_guard_events_item_details import SpendGuardEventsItemDetails

        d = dict(src_dict)
        session_id = d.pop("sessionId")

        kind = d.pop("kind")

        message = d.pop("message")

        details = SpendGuardEventsItemDetails.from_dict(d.pop("details"))

        at = d.pop("at")

        spend_guard_events_item = cls(
            session_id=session_id,
            kind=kind,
            message=message,
            details=details,
            at=at,
        )

        return spend_guard_events_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spend_guard_input_events_item_details import SpendGuardInputEventsItemDetails


T = TypeVar("T", bound="SpendGuardInputEventsItem")


@_attrs_define
class SpendGuardInputEventsItem:
    """
    Attributes:
        session_id (str):
        kind (str): loop-guard-tripped, loop-guard-rearmed or budget-exceeded
        message (str):
        details (SpendGuardInputEventsItemDetails):
        at (str): ISO 8601 instant
    """

    session_id: str
    kind: str
    message: str
    details: SpendGuardInputEventsItemDetails
    at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        kind = self.kind

        message = self.message

        details = self.details.to_dict()

        at = self.at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.spend_guard_input_events_item_details import SpendGuardInputEventsItemDetails

        d = dict(src_dict)
        session_id = d.pop("sessionId")

        kind = d.pop("kind")

        message = d.pop("message")

        details = SpendGuardInputEventsItemDetails.from_dict(d.pop("details"))

        at = d.pop("at")

        spend_guard_input_events_item = cls(
            session_id=session_id,
            kind=kind,
            message=message,
            details=details,
            at=at,
        )

        spend_guard_input_events_item.additional_properties = d
        return spend_guard_input_events_item

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

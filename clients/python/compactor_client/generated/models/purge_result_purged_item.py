from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PurgeResultPurgedItem")


@_attrs_define
class PurgeResultPurgedItem:
    """
    Attributes:
        session_id (str):
        events (int):
    """

    session_id: str
    events: int

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        events = self.events

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sessionId": session_id,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session_id = d.pop("sessionId")

        events = d.pop("events")

        purge_result_purged_item = cls(
            session_id=session_id,
            events=events,
        )

        return purge_result_purged_item

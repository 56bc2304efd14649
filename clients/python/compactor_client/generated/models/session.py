from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.session_last_compaction_type_0 import SessionLastCompactionType0
    from ..models.session_settings import SessionSettings


T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """
    Attributes:
        id (str):
        status (str):
        leaf_id (None | str):
        last_seq (int):
        entries (int):
        parent_session_id (None | str): the session this one continues (handoff), if any
        handed_off_to (None | str): the session this one was handed off to (status handed_off), if any
        cwd (None | str):
        settings (SessionSettings):
        created_at (str):
        last_activity_at (str):
        last_compaction (None | SessionLastCompactionType0):
    """

    id: str
    status: str
    leaf_id: None | str
    last_seq: int
    entries: int
    parent_session_id: None | str
    handed_off_to: None | str
    cwd: None | str
    settings: SessionSettings
    created_at: str
    last_activity_at: str
    last_compaction: None | SessionLastCompactionType0

    def to_dict(self) -> dict[str, Any]:
        from ..models.session_last_compaction_type_0 import SessionLastCompactionType0

        id = self.id

        status = self.status

        leaf_id: None | str
        leaf_id = self.leaf_id

        last_seq = self.last_seq

        entries = self.entries

        parent_session_id: None | str
        parent_session_id = self.parent_session_id

        handed_off_to: None | str
        handed_off_to = self.handed_off_to

        cwd: None | str
        cwd = self.cwd

        settings = self.settings.to_dict()

        created_at = self.created_at

        last_activity_at = self.last_activity_at

        last_compaction: dict[str, Any] | None
        if isinstance(self.last_compaction, SessionLastCompactionType0):
            last_compaction = self.last_compaction.to_dict()
        else:
            last_compaction = self.last_compaction

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "leafId": leaf_id,
                "lastSeq": last_seq,
                "entries": entries,
                "parentSessionId": parent_session_id,
                "handedOffTo": handed_off_to,
                "cwd": cwd,
                "settings": settings,
                "createdAt": created_at,
                "lastActivityAt": last_activity_at,
                "lastCompaction": last_compaction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_last_compaction_type_0 import SessionLastCompactionType0
        from ..models.session_settings import SessionSettings

        d = dict(src_dict)
        id = d.pop("id")

        status = d.pop("status")

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        last_seq = d.pop("lastSeq")

        entries = d.pop("entries")

        def _parse_parent_session_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_session_id = _parse_parent_session_id(d.pop("parentSessionId"))

        def _parse_handed_off_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        handed_off_to = _parse_handed_off_to(d.pop("handedOffTo"))

        def _parse_cwd(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cwd = _parse_cwd(d.pop("cwd"))

        settings = SessionSettings.from_dict(d.pop("settings"))

        created_at = d.pop("createdAt")

        last_activity_at = d.pop("lastActivityAt")

        def _parse_last_compaction(data: object) -> None | SessionLastCompactionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_compaction_type_0 = SessionLastCompactionType0.from_dict(data)

                return last_compaction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionLastCompactionType0, data)

        last_compaction = _parse_last_compaction(d.pop("lastCompaction"))

        session = cls(
            id=id,
            status=status,
            leaf_id=leaf_id,
            last_seq=last_seq,
            entries=entries,
            parent_session_id=parent_session_id,
            handed_off_to=handed_off_to,
            cwd=cwd,
            settings=settings,
            created_at=created_at,
            last_activity_at=last_activity_at,
            last_compaction=last_compaction,
        )

        return session

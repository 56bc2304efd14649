from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SessionDeletion")


@_attrs_define
class SessionDeletion:
    """
    Attributes:
        session_id (str):
        seq (int): the seq of the session_deleted event
        cancelled_compaction (None | str): the run id of the compaction the deletion cancelled
    """

    session_id: str
    seq: int
    cancelled_compaction: None | str

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        seq = self.seq

        cancelled_compaction: None | str
        cancelled_compaction = self.cancelled_compaction

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sessionId": session_id,
                "seq": seq,
                "cancelledCompaction": cancelled_compaction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session_id = d.pop("sessionId")

        seq = d.pop("seq")

        def _parse_cancelled_compaction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cancelled_compaction = _parse_cancelled_compaction(d.pop("cancelledCompaction"))

        session_deletion = cls(
            session_id=session_id,
            seq=seq,
            cancelled_compaction=cancelled_compaction,
        )

        return session_deletion

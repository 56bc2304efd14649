from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SessionDeletionInput")


@_attrs_define
class SessionDeletionInput:
    """
    Attributes:
        session_id (str):
        seq (int): the seq of the session_deleted event
        cancelled_compaction (None | str): the run id of the compaction the deletion cancelled
    """

    session_id: str
    seq: int
    cancelled_compaction: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        seq = self.seq

        cancelled_compaction: None | str
        cancelled_compaction = self.cancelled_compaction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        session_deletion_input = cls(
            session_id=session_id,
            seq=seq,
            cancelled_compaction=cancelled_compaction,
        )

        session_deletion_input.additional_properties = d
        return session_deletion_input

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

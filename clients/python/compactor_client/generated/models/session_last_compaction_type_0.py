from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SessionLastCompactionType0")


@_attrs_define
class SessionLastCompactionType0:
    """
    Attributes:
        entry_id (str):
        at (None | str):
    """

    entry_id: str
    at: None | str

    def to_dict(self) -> dict[str, Any]:
        entry_id = self.entry_id

        at: None | str
        at = self.at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entryId": entry_id,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entry_id = d.pop("entryId")

        def _parse_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        at = _parse_at(d.pop("at"))

        session_last_compaction_type_0 = cls(
            entry_id=entry_id,
            at=at,
        )

        return session_last_compaction_type_0

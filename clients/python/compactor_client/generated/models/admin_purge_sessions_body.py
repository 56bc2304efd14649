from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AdminPurgeSessionsBody")


@_attrs_define
class AdminPurgeSessionsBody:
    """
    Attributes:
        older_than_seconds (int): sessions deleted longer ago than this are removed
    """

    older_than_seconds: int

    def to_dict(self) -> dict[str, Any]:
        older_than_seconds = self.older_than_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "olderThanSeconds": older_than_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        older_than_seconds = d.pop("olderThanSeconds")

        admin_purge_sessions_body = cls(
            older_than_seconds=older_than_seconds,
        )

        return admin_purge_sessions_body

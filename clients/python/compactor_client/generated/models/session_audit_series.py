from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SessionAuditSeries")


@_attrs_define
class SessionAuditSeries:
    """context tokens after each path entry (index); thinned to at most 2000 points, compactions kept

    Attributes:
        index (list[int]):
        tokens (list[int]):
    """

    index: list[int]
    tokens: list[int]

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        tokens = self.tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "tokens": tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = cast(list[int], d.pop("index"))

        tokens = cast(list[int], d.pop("tokens"))

        session_audit_series = cls(
            index=index,
            tokens=tokens,
        )

        return session_audit_series

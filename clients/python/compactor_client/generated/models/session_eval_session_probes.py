from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.session_eval_session_probes_by_category import SessionEvalSessionProbesByCategory


T = TypeVar("T", bound="SessionEvalSessionProbes")


@_attrs_define
class SessionEvalSessionProbes:
    """
    Attributes:
        total (int):
        compacted (int): probes about the compacted span: the ones scored
        by_category (SessionEvalSessionProbesByCategory):
    """

    total: int
    compacted: int
    by_category: SessionEvalSessionProbesByCategory

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        compacted = self.compacted

        by_category = self.by_category.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "compacted": compacted,
                "byCategory": by_category,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_eval_session_probes_by_category import SessionEvalSessionProbesByCategory

        d = dict(src_dict)
        total = d.pop("total")

        compacted = d.pop("compacted")

        by_category = SessionEvalSessionProbesByCategory.from_dict(d.pop("byCategory"))

        session_eval_session_probes = cls(
            total=total,
            compacted=compacted,
            by_category=by_category,
        )

        return session_eval_session_probes

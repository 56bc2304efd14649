from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.session_eval_input_session_probes_by_category import SessionEvalInputSessionProbesByCategory


T = TypeVar("T", bound="SessionEvalInputSessionProbes")


@_attrs_define
class SessionEvalInputSessionProbes:
    """
    Attributes:
        total (int):
        compacted (int): probes about the compacted span: the ones scored
        by_category (SessionEvalInputSessionProbesByCategory):
    """

    total: int
    compacted: int
    by_category: SessionEvalInputSessionProbesByCategory
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        compacted = self.compacted

        by_category = self.by_category.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.session_eval_input_session_probes_by_category import SessionEvalInputSessionProbesByCategory

        d = dict(src_dict)
        total = d.pop("total")

        compacted = d.pop("compacted")

        by_category = SessionEvalInputSessionProbesByCategory.from_dict(d.pop("byCategory"))

        session_eval_input_session_probes = cls(
            total=total,
            compacted=compacted,
            by_category=by_category,
        )

        session_eval_input_session_probes.additional_properties = d
        return session_eval_input_session_probes

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

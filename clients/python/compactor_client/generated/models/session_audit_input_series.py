from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SessionAuditInputSeries")


@_attrs_define
class SessionAuditInputSeries:
    """context tokens after each path entry (index); thinned to at most 2000 points, compactions kept

    Attributes:
        index (list[int]):
        tokens (list[int]):
    """

    index: list[int]
    tokens: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        tokens = self.tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        session_audit_input_series = cls(
            index=index,
            tokens=tokens,
        )

        session_audit_input_series.additional_properties = d
        return session_audit_input_series

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

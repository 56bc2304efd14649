from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_entry_input import SessionEntryInput


T = TypeVar("T", bound="AppendEntriesBody")


@_attrs_define
class AppendEntriesBody:
    """
    Attributes:
        entries (list[SessionEntryInput]):
        expected_seq (int | Unset): alternative to If-Match: "<seq>"
        expected_leaf (None | str | Unset): alternative to If-Match: "leaf:<id>"
    """

    entries: list[SessionEntryInput]
    expected_seq: int | Unset = UNSET
    expected_leaf: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        expected_seq = self.expected_seq

        expected_leaf: None | str | Unset
        if isinstance(self.expected_leaf, Unset):
            expected_leaf = UNSET
        else:
            expected_leaf = self.expected_leaf

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
            }
        )
        if expected_seq is not UNSET:
            field_dict["expectedSeq"] = expected_seq
        if expected_leaf is not UNSET:
            field_dict["expectedLeaf"] = expected_leaf

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_entry_input import SessionEntryInput

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = SessionEntryInput.from_dict(entries_item_data)

            entries.append(entries_item)

        expected_seq = d.pop("expectedSeq", UNSET)

        def _parse_expected_leaf(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_leaf = _parse_expected_leaf(d.pop("expectedLeaf", UNSET))

        append_entries_body = cls(
            entries=entries,
            expected_seq=expected_seq,
            expected_leaf=expected_leaf,
        )

        append_entries_body.additional_properties = d
        return append_entries_body

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

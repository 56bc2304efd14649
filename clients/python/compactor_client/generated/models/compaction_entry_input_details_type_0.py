from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CompactionEntryInputDetailsType0")


@_attrs_define
class CompactionEntryInputDetailsType0:
    """
    Attributes:
        read_files (list[str]):
        modified_files (list[str]):
    """

    read_files: list[str]
    modified_files: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        read_files = self.read_files

        modified_files = self.modified_files

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "readFiles": read_files,
                "modifiedFiles": modified_files,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        read_files = cast(list[str], d.pop("readFiles"))

        modified_files = cast(list[str], d.pop("modifiedFiles"))

        compaction_entry_input_details_type_0 = cls(
            read_files=read_files,
            modified_files=modified_files,
        )

        compaction_entry_input_details_type_0.additional_properties = d
        return compaction_entry_input_details_type_0

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

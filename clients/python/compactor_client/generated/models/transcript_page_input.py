from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.transcript_page_input_rows_item import TranscriptPageInputRowsItem


T = TypeVar("T", bound="TranscriptPageInput")


@_attrs_define
class TranscriptPageInput:
    """
    Attributes:
        total (int):
        rows (list[TranscriptPageInputRowsItem]):
    """

    total: int
    rows: list[TranscriptPageInputRowsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.transcript_page_input_rows_item import TranscriptPageInputRowsItem

        d = dict(src_dict)
        total = d.pop("total")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = TranscriptPageInputRowsItem.from_dict(rows_item_data)

            rows.append(rows_item)

        transcript_page_input = cls(
            total=total,
            rows=rows,
        )

        transcript_page_input.additional_properties = d
        return transcript_page_input

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

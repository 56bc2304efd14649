from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.transcript_page_rows_item import TranscriptPageRowsItem


T = TypeVar("T", bound="TranscriptPage")


@_attrs_define
class TranscriptPage:
    """
    Attributes:
        total (int):
        rows (list[TranscriptPageRowsItem]):
    """

    total: int
    rows: list[TranscriptPageRowsItem]

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.transcript_page_rows_item import TranscriptPageRowsItem

        d = dict(src_dict)
        total = d.pop("total")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = TranscriptPageRowsItem.from_dict(rows_item_data)

            rows.append(rows_item)

        transcript_page = cls(
            total=total,
            rows=rows,
        )

        return transcript_page

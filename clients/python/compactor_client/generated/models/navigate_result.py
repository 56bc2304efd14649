from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NavigateResult")


@_attrs_define
class NavigateResult:
    """
    Attributes:
        moved (bool):
        from_ (None | str):
        to (None | str): the active leaf afterwards (the summary entry when one was written)
        last_seq (int | Unset):
        summary_entry_id (str | Unset):
        cancelled (bool | Unset): a before-tree hook cancelled the navigation; the leaf did not move
    """

    moved: bool
    from_: None | str
    to: None | str
    last_seq: int | Unset = UNSET
    summary_entry_id: str | Unset = UNSET
    cancelled: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        moved = self.moved

        from_: None | str
        from_ = self.from_

        to: None | str
        to = self.to

        last_seq = self.last_seq

        summary_entry_id = self.summary_entry_id

        cancelled = self.cancelled

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moved": moved,
                "from": from_,
                "to": to,
            }
        )
        if last_seq is not UNSET:
            field_dict["lastSeq"] = last_seq
        if summary_entry_id is not UNSET:
            field_dict["summaryEntryId"] = summary_entry_id
        if cancelled is not UNSET:
            field_dict["cancelled"] = cancelled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        moved = d.pop("moved")

        def _parse_from_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        last_seq = d.pop("lastSeq", UNSET)

        summary_entry_id = d.pop("summaryEntryId", UNSET)

        cancelled = d.pop("cancelled", UNSET)

        navigate_result = cls(
            moved=moved,
            from_=from_,
            to=to,
            last_seq=last_seq,
            summary_entry_id=summary_entry_id,
            cancelled=cancelled,
        )

        return navigate_result

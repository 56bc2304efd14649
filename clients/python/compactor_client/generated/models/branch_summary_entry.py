from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.branch_summary_entry_details_type_0 import BranchSummaryEntryDetailsType0
    from ..models.branch_summary_entry_details_type_1 import BranchSummaryEntryDetailsType1


T = TypeVar("T", bound="BranchSummaryEntry")


@_attrs_define
class BranchSummaryEntry:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['branch_summary']):
        from_id (str):
        summary (str):
        details (BranchSummaryEntryDetailsType0 | BranchSummaryEntryDetailsType1 | Unset):
        from_extension (bool | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["branch_summary"]
    from_id: str
    summary: str
    details: BranchSummaryEntryDetailsType0 | BranchSummaryEntryDetailsType1 | Unset = UNSET
    from_extension: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.branch_summary_entry_details_type_0 import BranchSummaryEntryDetailsType0

        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        from_id = self.from_id

        summary = self.summary

        details: dict[str, Any] | Unset
        if isinstance(self.details, Unset):
            details = UNSET
        elif isinstance(self.details, BranchSummaryEntryDetailsType0):
            details = self.details.to_dict()
        else:
            details = self.details.to_dict()

        from_extension = self.from_extension

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "fromId": from_id,
                "summary": summary,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details
        if from_extension is not UNSET:
            field_dict["fromExtension"] = from_extension

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.branch_summary_entry_details_type_0 import BranchSummaryEntryDetailsType0
        from ..models.branch_summary_entry_details_type_1 import BranchSummaryEntryDetailsType1

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["branch_summary"], d.pop("type"))
        if type_ != "branch_summary":
            raise ValueError(f"type must match const 'branch_summary', got '{type_}'")

        from_id = d.pop("fromId")

        summary = d.pop("summary")

        def _parse_details(data: object) -> BranchSummaryEntryDetailsType0 | BranchSummaryEntryDetailsType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_0 = BranchSummaryEntryDetailsType0.from_dict(data)

                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            details_type_1 = BranchSummaryEntryDetailsType1.from_dict(data)

            return details_type_1

        details = _parse_details(d.pop("details", UNSET))

        from_extension = d.pop("fromExtension", UNSET)

        branch_summary_entry = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            from_id=from_id,
            summary=summary,
            details=details,
            from_extension=from_extension,
        )

        branch_summary_entry.additional_properties = d
        return branch_summary_entry

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

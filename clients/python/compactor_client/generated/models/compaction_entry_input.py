from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.compaction_entry_input_method import CompactionEntryInputMethod
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compaction_entry_input_details_type_0 import CompactionEntryInputDetailsType0
    from ..models.compaction_entry_input_details_type_1 import CompactionEntryInputDetailsType1
    from ..models.compaction_entry_input_preserve_data import CompactionEntryInputPreserveData


T = TypeVar("T", bound="CompactionEntryInput")


@_attrs_define
class CompactionEntryInput:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['compaction']):
        summary (str):
        first_kept_entry_id (str):
        tokens_before (float):
        short_summary (str | Unset):
        tokens_after (float | Unset):
        method (CompactionEntryInputMethod | Unset):
        details (CompactionEntryInputDetailsType0 | CompactionEntryInputDetailsType1 | Unset):
        preserve_data (CompactionEntryInputPreserveData | Unset):
        from_extension (bool | Unset):
        warning (str | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["compaction"]
    summary: str
    first_kept_entry_id: str
    tokens_before: float
    short_summary: str | Unset = UNSET
    tokens_after: float | Unset = UNSET
    method: CompactionEntryInputMethod | Unset = UNSET
    details: CompactionEntryInputDetailsType0 | CompactionEntryInputDetailsType1 | Unset = UNSET
    preserve_data: CompactionEntryInputPreserveData | Unset = UNSET
    from_extension: bool | Unset = UNSET
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.compaction_entry_input_details_type_0 import CompactionEntryInputDetailsType0

        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        summary = self.summary

        first_kept_entry_id = self.first_kept_entry_id

        tokens_before = self.tokens_before

        short_summary = self.short_summary

        tokens_after = self.tokens_after

        method: str | Unset = UNSET
        if not isinstance(self.method, Unset):
            method = self.method.value

        details: dict[str, Any] | Unset
        if isinstance(self.details, Unset):
            details = UNSET
        elif isinstance(self.details, CompactionEntryInputDetailsType0):
            details = self.details.to_dict()
        else:
            details = self.details.to_dict()

        preserve_data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.preserve_data, Unset):
            preserve_data = self.preserve_data.to_dict()

        from_extension = self.from_extension

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "summary": summary,
                "firstKeptEntryId": first_kept_entry_id,
                "tokensBefore": tokens_before,
            }
        )
        if short_summary is not UNSET:
            field_dict["shortSummary"] = short_summary
        if tokens_after is not UNSET:
            field_dict["tokensAfter"] = tokens_after
        if method is not UNSET:
            field_dict["method"] = method
        if details is not UNSET:
            field_dict["details"] = details
        if preserve_data is not UNSET:
            field_dict["preserveData"] = preserve_data
        if from_extension is not UNSET:
            field_dict["fromExtension"] = from_extension
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compaction_entry_input_details_type_0 import CompactionEntryInputDetailsType0
        from ..models.compaction_entry_input_details_type_1 import CompactionEntryInputDetailsType1
        from ..models.compaction_entry_input_preserve_data import CompactionEntryInputPreserveData

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["compaction"], d.pop("type"))
        if type_ != "compaction":
            raise ValueError(f"type must match const 'compaction', got '{type_}'")

        summary = d.pop("summary")

        first_kept_entry_id = d.pop("firstKeptEntryId")

        tokens_before = d.pop("tokensBefore")

        short_summary = d.pop("shortSummary", UNSET)

        tokens_after = d.pop("tokensAfter", UNSET)

        _method = d.pop("method", UNSET)
        method: CompactionEntryInputMethod | Unset
        if isinstance(_method, Unset):
            method = UNSET
        else:
            method = CompactionEntryInputMethod(_method)

        def _parse_details(data: object) -> CompactionEntryInputDetailsType0 | CompactionEntryInputDetailsType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_0 = CompactionEntryInputDetailsType0.from_dict(data)

                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            details_type_1 = CompactionEntryInputDetailsType1.from_dict(data)

            return details_type_1

        details = _parse_details(d.pop("details", UNSET))

        _preserve_data = d.pop("preserveData", UNSET)
        preserve_data: CompactionEntryInputPreserveData | Unset
        if isinstance(_preserve_data, Unset):
            preserve_data = UNSET
        else:
            preserve_data = CompactionEntryInputPreserveData.from_dict(_preserve_data)

        from_extension = d.pop("fromExtension", UNSET)

        warning = d.pop("warning", UNSET)

        compaction_entry_input = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            summary=summary,
            first_kept_entry_id=first_kept_entry_id,
            tokens_before=tokens_before,
            short_summary=short_summary,
            tokens_after=tokens_after,
            method=method,
            details=details,
            preserve_data=preserve_data,
            from_extension=from_extension,
            warning=warning,
        )

        compaction_entry_input.additional_properties = d
        return compaction_entry_input

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

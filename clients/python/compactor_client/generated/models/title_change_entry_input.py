from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.title_change_entry_input_source import TitleChangeEntryInputSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="TitleChangeEntryInput")


@_attrs_define
class TitleChangeEntryInput:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['title_change']):
        title (str):
        source (TitleChangeEntryInputSource):
        previous_title (str | Unset):
        trigger (str | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["title_change"]
    title: str
    source: TitleChangeEntryInputSource
    previous_title: str | Unset = UNSET
    trigger: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        title = self.title

        source = self.source.value

        previous_title = self.previous_title

        trigger = self.trigger

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "title": title,
                "source": source,
            }
        )
        if previous_title is not UNSET:
            field_dict["previousTitle"] = previous_title
        if trigger is not UNSET:
            field_dict["trigger"] = trigger

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["title_change"], d.pop("type"))
        if type_ != "title_change":
            raise ValueError(f"type must match const 'title_change', got '{type_}'")

        title = d.pop("title")

        source = TitleChangeEntryInputSource(d.pop("source"))

        previous_title = d.pop("previousTitle", UNSET)

        trigger = d.pop("trigger", UNSET)

        title_change_entry_input = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            title=title,
            source=source,
            previous_title=previous_title,
            trigger=trigger,
        )

        title_change_entry_input.additional_properties = d
        return title_change_entry_input

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

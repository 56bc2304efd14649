from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ThinkingLevelChangeEntry")


@_attrs_define
class ThinkingLevelChangeEntry:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['thinking_level_change']):
        thinking_level (None | str | Unset):
        configured (None | str | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["thinking_level_change"]
    thinking_level: None | str | Unset = UNSET
    configured: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        thinking_level: None | str | Unset
        if isinstance(self.thinking_level, Unset):
            thinking_level = UNSET
        else:
            thinking_level = self.thinking_level

        configured: None | str | Unset
        if isinstance(self.configured, Unset):
            configured = UNSET
        else:
            configured = self.configured

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
            }
        )
        if thinking_level is not UNSET:
            field_dict["thinkingLevel"] = thinking_level
        if configured is not UNSET:
            field_dict["configured"] = configured

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

        type_ = cast(Literal["thinking_level_change"], d.pop("type"))
        if type_ != "thinking_level_change":
            raise ValueError(f"type must match const 'thinking_level_change', got '{type_}'")

        def _parse_thinking_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        thinking_level = _parse_thinking_level(d.pop("thinkingLevel", UNSET))

        def _parse_configured(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        configured = _parse_configured(d.pop("configured", UNSET))

        thinking_level_change_entry = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            thinking_level=thinking_level,
            configured=configured,
        )

        thinking_level_change_entry.additional_properties = d
        return thinking_level_change_entry

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionInitEntryInput")


@_attrs_define
class SessionInitEntryInput:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['session_init']):
        system_prompt (str):
        task (str):
        tools (list[str]):
        output_schema (Any | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["session_init"]
    system_prompt: str
    task: str
    tools: list[str]
    output_schema: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        system_prompt = self.system_prompt

        task = self.task

        tools = self.tools

        output_schema = self.output_schema

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "systemPrompt": system_prompt,
                "task": task,
                "tools": tools,
            }
        )
        if output_schema is not UNSET:
            field_dict["outputSchema"] = output_schema

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

        type_ = cast(Literal["session_init"], d.pop("type"))
        if type_ != "session_init":
            raise ValueError(f"type must match const 'session_init', got '{type_}'")

        system_prompt = d.pop("systemPrompt")

        task = d.pop("task")

        tools = cast(list[str], d.pop("tools"))

        output_schema = d.pop("outputSchema", UNSET)

        session_init_entry_input = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            system_prompt=system_prompt,
            task=task,
            tools=tools,
            output_schema=output_schema,
        )

        session_init_entry_input.additional_properties = d
        return session_init_entry_input

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

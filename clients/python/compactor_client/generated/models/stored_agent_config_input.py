from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.stored_agent_config_input_tools_item import StoredAgentConfigInputToolsItem


T = TypeVar("T", bound="StoredAgentConfigInput")


@_attrs_define
class StoredAgentConfigInput:
    """
    Attributes:
        system_prompt (str):
        tools (list[StoredAgentConfigInputToolsItem]):
        seq (int): the seq of its agent_config_set event
    """

    system_prompt: str
    tools: list[StoredAgentConfigInputToolsItem]
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        system_prompt = self.system_prompt

        tools = []
        for tools_item_data in self.tools:
            tools_item = tools_item_data.to_dict()
            tools.append(tools_item)

        seq = self.seq

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "systemPrompt": system_prompt,
                "tools": tools,
                "seq": seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stored_agent_config_input_tools_item import StoredAgentConfigInputToolsItem

        d = dict(src_dict)
        system_prompt = d.pop("systemPrompt")

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in _tools:
            tools_item = StoredAgentConfigInputToolsItem.from_dict(tools_item_data)

            tools.append(tools_item)

        seq = d.pop("seq")

        stored_agent_config_input = cls(
            system_prompt=system_prompt,
            tools=tools,
            seq=seq,
        )

        stored_agent_config_input.additional_properties = d
        return stored_agent_config_input

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_config_input_tools_item import AgentConfigInputToolsItem


T = TypeVar("T", bound="AgentConfigInput")


@_attrs_define
class AgentConfigInput:
    """
    Attributes:
        system_prompt (str):
        tools (list[AgentConfigInputToolsItem] | Unset):
    """

    system_prompt: str
    tools: list[AgentConfigInputToolsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        system_prompt = self.system_prompt

        tools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item = tools_item_data.to_dict()
                tools.append(tools_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "systemPrompt": system_prompt,
            }
        )
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_config_input_tools_item import AgentConfigInputToolsItem

        d = dict(src_dict)
        system_prompt = d.pop("systemPrompt")

        _tools = d.pop("tools", UNSET)
        tools: list[AgentConfigInputToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = AgentConfigInputToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        agent_config_input = cls(
            system_prompt=system_prompt,
            tools=tools,
        )

        return agent_config_input

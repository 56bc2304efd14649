from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_config_tools_item import AgentConfigToolsItem


T = TypeVar("T", bound="AgentConfig")


@_attrs_define
class AgentConfig:
    """
    Attributes:
        system_prompt (str):
        tools (list[AgentConfigToolsItem]):
    """

    system_prompt: str
    tools: list[AgentConfigToolsItem]

    def to_dict(self) -> dict[str, Any]:
        system_prompt = self.system_prompt

        tools = []
        for tools_item_data in self.tools:
            tools_item = tools_item_data.to_dict()
            tools.append(tools_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "systemPrompt": system_prompt,
                "tools": tools,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_config_tools_item import AgentConfigToolsItem

        d = dict(src_dict)
        system_prompt = d.pop("systemPrompt")

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in _tools:
            tools_item = AgentConfigToolsItem.from_dict(tools_item_data)

            tools.append(tools_item)

        agent_config = cls(
            system_prompt=system_prompt,
            tools=tools,
        )

        return agent_config

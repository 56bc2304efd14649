from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_request_config_system_instruction import GeminiRequestConfigSystemInstruction
    from ..models.gemini_request_config_tools_item import GeminiRequestConfigToolsItem


T = TypeVar("T", bound="GeminiRequestConfig")


@_attrs_define
class GeminiRequestConfig:
    """
    Attributes:
        system_instruction (GeminiRequestConfigSystemInstruction | Unset):
        tools (list[GeminiRequestConfigToolsItem] | Unset):
    """

    system_instruction: GeminiRequestConfigSystemInstruction | Unset = UNSET
    tools: list[GeminiRequestConfigToolsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        system_instruction: dict[str, Any] | Unset = UNSET
        if not isinstance(self.system_instruction, Unset):
            system_instruction = self.system_instruction.to_dict()

        tools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item = tools_item_data.to_dict()
                tools.append(tools_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if system_instruction is not UNSET:
            field_dict["systemInstruction"] = system_instruction
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_config_system_instruction import GeminiRequestConfigSystemInstruction
        from ..models.gemini_request_config_tools_item import GeminiRequestConfigToolsItem

        d = dict(src_dict)
        _system_instruction = d.pop("systemInstruction", UNSET)
        system_instruction: GeminiRequestConfigSystemInstruction | Unset
        if isinstance(_system_instruction, Unset):
            system_instruction = UNSET
        else:
            system_instruction = GeminiRequestConfigSystemInstruction.from_dict(_system_instruction)

        _tools = d.pop("tools", UNSET)
        tools: list[GeminiRequestConfigToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = GeminiRequestConfigToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        gemini_request_config = cls(
            system_instruction=system_instruction,
            tools=tools,
        )

        return gemini_request_config

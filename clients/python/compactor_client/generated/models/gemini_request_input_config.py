from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_request_input_config_system_instruction import GeminiRequestInputConfigSystemInstruction
    from ..models.gemini_request_input_config_tools_item import GeminiRequestInputConfigToolsItem


T = TypeVar("T", bound="GeminiRequestInputConfig")


@_attrs_define
class GeminiRequestInputConfig:
    """
    Attributes:
        system_instruction (GeminiRequestInputConfigSystemInstruction | Unset):
        tools (list[GeminiRequestInputConfigToolsItem] | Unset):
    """

    system_instruction: GeminiRequestInputConfigSystemInstruction | Unset = UNSET
    tools: list[GeminiRequestInputConfigToolsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if system_instruction is not UNSET:
            field_dict["systemInstruction"] = system_instruction
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_config_system_instruction import GeminiRequestInputConfigSystemInstruction
        from ..models.gemini_request_input_config_tools_item import GeminiRequestInputConfigToolsItem

        d = dict(src_dict)
        _system_instruction = d.pop("systemInstruction", UNSET)
        system_instruction: GeminiRequestInputConfigSystemInstruction | Unset
        if isinstance(_system_instruction, Unset):
            system_instruction = UNSET
        else:
            system_instruction = GeminiRequestInputConfigSystemInstruction.from_dict(_system_instruction)

        _tools = d.pop("tools", UNSET)
        tools: list[GeminiRequestInputConfigToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = GeminiRequestInputConfigToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        gemini_request_input_config = cls(
            system_instruction=system_instruction,
            tools=tools,
        )

        gemini_request_input_config.additional_properties = d
        return gemini_request_input_config

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

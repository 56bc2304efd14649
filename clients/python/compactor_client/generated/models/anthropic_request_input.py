from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.anthropic_request_input_messages_item_type_0 import AnthropicRequestInputMessagesItemType0
    from ..models.anthropic_request_input_messages_item_type_1 import AnthropicRequestInputMessagesItemType1
    from ..models.anthropic_request_input_tools_item import AnthropicRequestInputToolsItem


T = TypeVar("T", bound="AnthropicRequestInput")


@_attrs_define
class AnthropicRequestInput:
    """spread into anthropic.messages.create({ model, max_tokens, … })

    Attributes:
        messages (list[AnthropicRequestInputMessagesItemType0 | AnthropicRequestInputMessagesItemType1]):
        system (str | Unset):
        tools (list[AnthropicRequestInputToolsItem] | Unset):
    """

    messages: list[AnthropicRequestInputMessagesItemType0 | AnthropicRequestInputMessagesItemType1]
    system: str | Unset = UNSET
    tools: list[AnthropicRequestInputToolsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_input_messages_item_type_0 import AnthropicRequestInputMessagesItemType0

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if isinstance(messages_item_data, AnthropicRequestInputMessagesItemType0):
                messages_item = messages_item_data.to_dict()
            else:
                messages_item = messages_item_data.to_dict()

            messages.append(messages_item)

        system = self.system

        tools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item = tools_item_data.to_dict()
                tools.append(tools_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messages": messages,
            }
        )
        if system is not UNSET:
            field_dict["system"] = system
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_input_messages_item_type_0 import AnthropicRequestInputMessagesItemType0
        from ..models.anthropic_request_input_messages_item_type_1 import AnthropicRequestInputMessagesItemType1
        from ..models.anthropic_request_input_tools_item import AnthropicRequestInputToolsItem

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> AnthropicRequestInputMessagesItemType0 | AnthropicRequestInputMessagesItemType1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_0 = AnthropicRequestInputMessagesItemType0.from_dict(data)

                    return messages_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                messages_item_type_1 = AnthropicRequestInputMessagesItemType1.from_dict(data)

                return messages_item_type_1

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        system = d.pop("system", UNSET)

        _tools = d.pop("tools", UNSET)
        tools: list[AnthropicRequestInputToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = AnthropicRequestInputToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        anthropic_request_input = cls(
            messages=messages,
            system=system,
            tools=tools,
        )

        anthropic_request_input.additional_properties = d
        return anthropic_request_input

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.anthropic_request_messages_item_type_0 import AnthropicRequestMessagesItemType0
    from ..models.anthropic_request_messages_item_type_1 import AnthropicRequestMessagesItemType1
    from ..models.anthropic_request_tools_item import AnthropicRequestToolsItem


T = TypeVar("T", bound="AnthropicRequest")


@_attrs_define
class AnthropicRequest:
    """spread into anthropic.messages.create({ model, max_tokens, … })

    Attributes:
        messages (list[AnthropicRequestMessagesItemType0 | AnthropicRequestMessagesItemType1]):
        system (str | Unset):
        tools (list[AnthropicRequestToolsItem] | Unset):
    """

    messages: list[AnthropicRequestMessagesItemType0 | AnthropicRequestMessagesItemType1]
    system: str | Unset = UNSET
    tools: list[AnthropicRequestToolsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_messages_item_type_0 import AnthropicRequestMessagesItemType0

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if isinstance(messages_item_data, AnthropicRequestMessagesItemType0):
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
        from ..models.anthropic_request_messages_item_type_0 import AnthropicRequestMessagesItemType0
        from ..models.anthropic_request_messages_item_type_1 import AnthropicRequestMessagesItemType1
        from ..models.anthropic_request_tools_item import AnthropicRequestToolsItem

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> AnthropicRequestMessagesItemType0 | AnthropicRequestMessagesItemType1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_0 = AnthropicRequestMessagesItemType0.from_dict(data)

                    return messages_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                messages_item_type_1 = AnthropicRequestMessagesItemType1.from_dict(data)

                return messages_item_type_1

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        system = d.pop("system", UNSET)

        _tools = d.pop("tools", UNSET)
        tools: list[AnthropicRequestToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = AnthropicRequestToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        anthropic_request = cls(
            messages=messages,
            system=system,
            tools=tools,
        )

        return anthropic_request

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_input_messages_item_type_0 import OpenAiChatRequestInputMessagesItemType0
    from ..models.open_ai_chat_request_input_messages_item_type_1 import OpenAiChatRequestInputMessagesItemType1
    from ..models.open_ai_chat_request_input_messages_item_type_2 import OpenAiChatRequestInputMessagesItemType2
    from ..models.open_ai_chat_request_input_messages_item_type_3 import OpenAiChatRequestInputMessagesItemType3
    from ..models.open_ai_chat_request_input_messages_item_type_4 import OpenAiChatRequestInputMessagesItemType4
    from ..models.open_ai_chat_request_input_tools_item import OpenAiChatRequestInputToolsItem


T = TypeVar("T", bound="OpenAiChatRequestInput")


@_attrs_define
class OpenAiChatRequestInput:
    """spread into openai.chat.completions.create({ model, … })

    Attributes:
        messages (list[OpenAiChatRequestInputMessagesItemType0 | OpenAiChatRequestInputMessagesItemType1 |
            OpenAiChatRequestInputMessagesItemType2 | OpenAiChatRequestInputMessagesItemType3 |
            OpenAiChatRequestInputMessagesItemType4]):
        tools (list[OpenAiChatRequestInputToolsItem] | Unset):
    """

    messages: list[
        OpenAiChatRequestInputMessagesItemType0
        | OpenAiChatRequestInputMessagesItemType1
        | OpenAiChatRequestInputMessagesItemType2
        | OpenAiChatRequestInputMessagesItemType3
        | OpenAiChatRequestInputMessagesItemType4
    ]
    tools: list[OpenAiChatRequestInputToolsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_chat_request_input_messages_item_type_0 import OpenAiChatRequestInputMessagesItemType0
        from ..models.open_ai_chat_request_input_messages_item_type_1 import OpenAiChatRequestInputMessagesItemType1
        from ..models.open_ai_chat_request_input_messages_item_type_2 import OpenAiChatRequestInputMessagesItemType2
        from ..models.open_ai_chat_request_input_messages_item_type_3 import OpenAiChatRequestInputMessagesItemType3

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if (
                isinstance(messages_item_data, OpenAiChatRequestInputMessagesItemType0)
                or isinstance(messages_item_data, OpenAiChatRequestInputMessagesItemType1)
                or isinstance(messages_item_data, OpenAiChatRequestInputMessagesItemType2)
                or isinstance(messages_item_data, OpenAiChatRequestInputMessagesItemType3)
            ):
                messages_item = messages_item_data.to_dict()
            else:
                messages_item = messages_item_data.to_dict()

            messages.append(messages_item)

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
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_input_messages_item_type_0 import OpenAiChatRequestInputMessagesItemType0
        from ..models.open_ai_chat_request_input_messages_item_type_1 import OpenAiChatRequestInputMessagesItemType1
        from ..models.open_ai_chat_request_input_messages_item_type_2 import OpenAiChatRequestInputMessagesItemType2
        from ..models.open_ai_chat_request_input_messages_item_type_3 import OpenAiChatRequestInputMessagesItemType3
        from ..models.open_ai_chat_request_input_messages_item_type_4 import OpenAiChatRequestInputMessagesItemType4
        from ..models.open_ai_chat_request_input_tools_item import OpenAiChatRequestInputToolsItem

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> (
                OpenAiChatRequestInputMessagesItemType0
                | OpenAiChatRequestInputMessagesItemType1
                | OpenAiChatRequestInputMessagesItemType2
                | OpenAiChatRequestInputMessagesItemType3
                | OpenAiChatRequestInputMessagesItemType4
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_0 = OpenAiChatRequestInputMessagesItemType0.from_dict(data)

                    return messages_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_1 = OpenAiChatRequestInputMessagesItemType1.from_dict(data)

                    return messages_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_2 = OpenAiChatRequestInputMessagesItemType2.from_dict(data)

                    return messages_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_3 = OpenAiChatRequestInputMessagesItemType3.from_dict(data)

                    return messages_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                messages_item_type_4 = OpenAiChatRequestInputMessagesItemType4.from_dict(data)

                return messages_item_type_4

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        _tools = d.pop("tools", UNSET)
        tools: list[OpenAiChatRequestInputToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = OpenAiChatRequestInputToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        open_ai_chat_request_input = cls(
            messages=messages,
            tools=tools,
        )

        open_ai_chat_request_input.additional_properties = d
        return open_ai_chat_request_input

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

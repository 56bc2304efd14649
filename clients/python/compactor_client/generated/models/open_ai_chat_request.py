from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_messages_item_type_0 import OpenAiChatRequestMessagesItemType0
    from ..models.open_ai_chat_request_messages_item_type_1 import OpenAiChatRequestMessagesItemType1
    from ..models.open_ai_chat_request_messages_item_type_2 import OpenAiChatRequestMessagesItemType2
    from ..models.open_ai_chat_request_messages_item_type_3 import OpenAiChatRequestMessagesItemType3
    from ..models.open_ai_chat_request_messages_item_type_4 import OpenAiChatRequestMessagesItemType4
    from ..models.open_ai_chat_request_tools_item import OpenAiChatRequestToolsItem


T = TypeVar("T", bound="OpenAiChatRequest")


@_attrs_define
class OpenAiChatRequest:
    """spread into openai.chat.completions.create({ model, … })

    Attributes:
        messages (list[OpenAiChatRequestMessagesItemType0 | OpenAiChatRequestMessagesItemType1 |
            OpenAiChatRequestMessagesItemType2 | OpenAiChatRequestMessagesItemType3 | OpenAiChatRequestMessagesItemType4]):
        tools (list[OpenAiChatRequestToolsItem] | Unset):
    """

    messages: list[
        OpenAiChatRequestMessagesItemType0
        | OpenAiChatRequestMessagesItemType1
        | OpenAiChatRequestMessagesItemType2
        | OpenAiChatRequestMessagesItemType3
        | OpenAiChatRequestMessagesItemType4
    ]
    tools: list[OpenAiChatRequestToolsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_chat_request_messages_item_type_0 import OpenAiChatRequestMessagesItemType0
        from ..models.open_ai_chat_request_messages_item_type_1 import OpenAiChatRequestMessagesItemType1
        from ..models.open_ai_chat_request_messages_item_type_2 import OpenAiChatRequestMessagesItemType2
        from ..models.open_ai_chat_request_messages_item_type_3 import OpenAiChatRequestMessagesItemType3

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if (
                isinstance(messages_item_data, OpenAiChatRequestMessagesItemType0)
                or isinstance(messages_item_data, OpenAiChatRequestMessagesItemType1)
                or isinstance(messages_item_data, OpenAiChatRequestMessagesItemType2)
                or isinstance(messages_item_data, OpenAiChatRequestMessagesItemType3)
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
        from ..models.open_ai_chat_request_messages_item_type_0 import OpenAiChatRequestMessagesItemType0
        from ..models.open_ai_chat_request_messages_item_type_1 import OpenAiChatRequestMessagesItemType1
        from ..models.open_ai_chat_request_messages_item_type_2 import OpenAiChatRequestMessagesItemType2
        from ..models.open_ai_chat_request_messages_item_type_3 import OpenAiChatRequestMessagesItemType3
        from ..models.open_ai_chat_request_messages_item_type_4 import OpenAiChatRequestMessagesItemType4
        from ..models.open_ai_chat_request_tools_item import OpenAiChatRequestToolsItem

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> (
                OpenAiChatRequestMessagesItemType0
                | OpenAiChatRequestMessagesItemType1
                | OpenAiChatRequestMessagesItemType2
                | OpenAiChatRequestMessagesItemType3
                | OpenAiChatRequestMessagesItemType4
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_0 = OpenAiChatRequestMessagesItemType0.from_dict(data)

                    return messages_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_1 = OpenAiChatRequestMessagesItemType1.from_dict(data)

                    return messages_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_2 = OpenAiChatRequestMessagesItemType2.from_dict(data)

                    return messages_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    messages_item_type_3 = OpenAiChatRequestMessagesItemType3.from_dict(data)

                    return messages_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                messages_item_type_4 = OpenAiChatRequestMessagesItemType4.from_dict(data)

                return messages_item_type_4

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        _tools = d.pop("tools", UNSET)
        tools: list[OpenAiChatRequestToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = OpenAiChatRequestToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        open_ai_chat_request = cls(
            messages=messages,
            tools=tools,
        )

        return open_ai_chat_request

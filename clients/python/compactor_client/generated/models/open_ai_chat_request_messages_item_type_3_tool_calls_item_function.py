from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiChatRequestMessagesItemType3ToolCallsItemFunction")


@_attrs_define
class OpenAiChatRequestMessagesItemType3ToolCallsItemFunction:
    """
    Attributes:
        name (str):
        arguments (str): JSON text
    """

    name: str
    arguments: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        arguments = self.arguments

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "arguments": arguments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        arguments = d.pop("arguments")

        open_ai_chat_request_messages_item_type_3_tool_calls_item_function = cls(
            name=name,
            arguments=arguments,
        )

        return open_ai_chat_request_messages_item_type_3_tool_calls_item_function

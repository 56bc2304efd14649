from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OpenAiChatRequestInputMessagesItemType3ToolCallsItemFunction")


@_attrs_define
class OpenAiChatRequestInputMessagesItemType3ToolCallsItemFunction:
    """
    Attributes:
        name (str):
        arguments (str): JSON text
    """

    name: str
    arguments: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        arguments = self.arguments

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        open_ai_chat_request_input_messages_item_type_3_tool_calls_item_function = cls(
            name=name,
            arguments=arguments,
        )

        open_ai_chat_request_input_messages_item_type_3_tool_calls_item_function.additional_properties = d
        return open_ai_chat_request_input_messages_item_type_3_tool_calls_item_function

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

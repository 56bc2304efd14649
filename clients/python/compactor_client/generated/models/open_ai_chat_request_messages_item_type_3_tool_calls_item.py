from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_messages_item_type_3_tool_calls_item_function import (
        OpenAiChatRequestMessagesItemType3ToolCallsItemFunction,
    )


T = TypeVar("T", bound="OpenAiChatRequestMessagesItemType3ToolCallsItem")


@_attrs_define
class OpenAiChatRequestMessagesItemType3ToolCallsItem:
    """
    Attributes:
        id (str):
        type_ (Literal['function']):
        function (OpenAiChatRequestMessagesItemType3ToolCallsItemFunction):
    """

    id: str
    type_: Literal["function"]
    function: OpenAiChatRequestMessagesItemType3ToolCallsItemFunction

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        function = self.function.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
                "function": function,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_messages_item_type_3_tool_calls_item_function import (
            OpenAiChatRequestMessagesItemType3ToolCallsItemFunction,
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal["function"], d.pop("type"))
        if type_ != "function":
            raise ValueError(f"type must match const 'function', got '{type_}'")

        function = OpenAiChatRequestMessagesItemType3ToolCallsItemFunction.from_dict(d.pop("function"))

        open_ai_chat_request_messages_item_type_3_tool_calls_item = cls(
            id=id,
            type_=type_,
            function=function,
        )

        return open_ai_chat_request_messages_item_type_3_tool_calls_item

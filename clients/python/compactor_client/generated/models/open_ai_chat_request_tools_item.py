from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_tools_item_function import OpenAiChatRequestToolsItemFunction


T = TypeVar("T", bound="OpenAiChatRequestToolsItem")


@_attrs_define
class OpenAiChatRequestToolsItem:
    """
    Attributes:
        type_ (Literal['function']):
        function (OpenAiChatRequestToolsItemFunction):
    """

    type_: Literal["function"]
    function: OpenAiChatRequestToolsItemFunction

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        function = self.function.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "function": function,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_tools_item_function import OpenAiChatRequestToolsItemFunction

        d = dict(src_dict)
        type_ = cast(Literal["function"], d.pop("type"))
        if type_ != "function":
            raise ValueError(f"type must match const 'function', got '{type_}'")

        function = OpenAiChatRequestToolsItemFunction.from_dict(d.pop("function"))

        open_ai_chat_request_tools_item = cls(
            type_=type_,
            function=function,
        )

        return open_ai_chat_request_tools_item

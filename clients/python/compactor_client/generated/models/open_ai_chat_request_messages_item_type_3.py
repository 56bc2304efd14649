from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_messages_item_type_3_content_type_0_type_1_item import (
        OpenAiChatRequestMessagesItemType3ContentType0Type1Item,
    )
    from ..models.open_ai_chat_request_messages_item_type_3_tool_calls_item import (
        OpenAiChatRequestMessagesItemType3ToolCallsItem,
    )


T = TypeVar("T", bound="OpenAiChatRequestMessagesItemType3")


@_attrs_define
class OpenAiChatRequestMessagesItemType3:
    """
    Attributes:
        role (Literal['assistant']):
        content (list[OpenAiChatRequestMessagesItemType3ContentType0Type1Item] | None | str):
        tool_calls (list[OpenAiChatRequestMessagesItemType3ToolCallsItem] | Unset):
    """

    role: Literal["assistant"]
    content: list[OpenAiChatRequestMessagesItemType3ContentType0Type1Item] | None | str
    tool_calls: list[OpenAiChatRequestMessagesItemType3ToolCallsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        content: list[dict[str, Any]] | None | str
        if isinstance(self.content, list):
            content = []
            for content_type_0_type_1_item_data in self.content:
                content_type_0_type_1_item = content_type_0_type_1_item_data.to_dict()
                content.append(content_type_0_type_1_item)

        else:
            content = self.content

        tool_calls: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tool_calls, Unset):
            tool_calls = []
            for tool_calls_item_data in self.tool_calls:
                tool_calls_item = tool_calls_item_data.to_dict()
                tool_calls.append(tool_calls_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )
        if tool_calls is not UNSET:
            field_dict["tool_calls"] = tool_calls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_messages_item_type_3_content_type_0_type_1_item import (
            OpenAiChatRequestMessagesItemType3ContentType0Type1Item,
        )
        from ..models.open_ai_chat_request_messages_item_type_3_tool_calls_item import (
            OpenAiChatRequestMessagesItemType3ToolCallsItem,
        )

        d = dict(src_dict)
        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        def _parse_content(data: object) -> list[OpenAiChatRequestMessagesItemType3ContentType0Type1Item] | None | str:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_0_type_1 = []
                _content_type_0_type_1 = data
                for content_type_0_type_1_item_data in _content_type_0_type_1:
                    content_type_0_type_1_item = OpenAiChatRequestMessagesItemType3ContentType0Type1Item.from_dict(
                        content_type_0_type_1_item_data
                    )

                    content_type_0_type_1.append(content_type_0_type_1_item)

                return content_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiChatRequestMessagesItemType3ContentType0Type1Item] | None | str, data)

        content = _parse_content(d.pop("content"))

        _tool_calls = d.pop("tool_calls", UNSET)
        tool_calls: list[OpenAiChatRequestMessagesItemType3ToolCallsItem] | Unset = UNSET
        if _tool_calls is not UNSET:
            tool_calls = []
            for tool_calls_item_data in _tool_calls:
                tool_calls_item = OpenAiChatRequestMessagesItemType3ToolCallsItem.from_dict(tool_calls_item_data)

                tool_calls.append(tool_calls_item)

        open_ai_chat_request_messages_item_type_3 = cls(
            role=role,
            content=content,
            tool_calls=tool_calls,
        )

        return open_ai_chat_request_messages_item_type_3

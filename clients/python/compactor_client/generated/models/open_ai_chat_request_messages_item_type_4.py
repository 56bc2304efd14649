from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_messages_item_type_4_content_type_1_item import (
        OpenAiChatRequestMessagesItemType4ContentType1Item,
    )


T = TypeVar("T", bound="OpenAiChatRequestMessagesItemType4")


@_attrs_define
class OpenAiChatRequestMessagesItemType4:
    """
    Attributes:
        role (Literal['tool']):
        tool_call_id (str):
        content (list[OpenAiChatRequestMessagesItemType4ContentType1Item] | str):
    """

    role: Literal["tool"]
    tool_call_id: str
    content: list[OpenAiChatRequestMessagesItemType4ContentType1Item] | str

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        tool_call_id = self.tool_call_id

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item = content_type_1_item_data.to_dict()
                content.append(content_type_1_item)

        else:
            content = self.content

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "tool_call_id": tool_call_id,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_messages_item_type_4_content_type_1_item import (
            OpenAiChatRequestMessagesItemType4ContentType1Item,
        )

        d = dict(src_dict)
        role = cast(Literal["tool"], d.pop("role"))
        if role != "tool":
            raise ValueError(f"role must match const 'tool', got '{role}'")

        tool_call_id = d.pop("tool_call_id")

        def _parse_content(data: object) -> list[OpenAiChatRequestMessagesItemType4ContentType1Item] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:
                    content_type_1_item = OpenAiChatRequestMessagesItemType4ContentType1Item.from_dict(
                        content_type_1_item_data
                    )

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiChatRequestMessagesItemType4ContentType1Item] | str, data)

        content = _parse_content(d.pop("content"))

        open_ai_chat_request_messages_item_type_4 = cls(
            role=role,
            tool_call_id=tool_call_id,
            content=content,
        )

        return open_ai_chat_request_messages_item_type_4

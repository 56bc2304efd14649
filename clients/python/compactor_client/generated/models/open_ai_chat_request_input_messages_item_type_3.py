from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_input_messages_item_type_3_content_type_0_type_1_item import (
        OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item,
    )
    from ..models.open_ai_chat_request_input_messages_item_type_3_tool_calls_item import (
        OpenAiChatRequestInputMessagesItemType3ToolCallsItem,
    )


T = TypeVar("T", bound="OpenAiChatRequestInputMessagesItemType3")


@_attrs_define
class OpenAiChatRequestInputMessagesItemType3:
    """
    Attributes:
        role (Literal['assistant']):
        content (list[OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item] | None | str):
        tool_calls (list[OpenAiChatRequestInputMessagesItemType3ToolCallsItem] | Unset):
    """

    role: Literal["assistant"]
    content: list[OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item] | None | str
    tool_calls: list[OpenAiChatRequestInputMessagesItemType3ToolCallsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.open_ai_chat_request_input_messages_item_type_3_content_type_0_type_1_item import (
            OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item,
        )
        from ..models.open_ai_chat_request_input_messages_item_type_3_tool_calls_item import (
            OpenAiChatRequestInputMessagesItemType3ToolCallsItem,
        )

        d = dict(src_dict)
        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        def _parse_content(
            data: object,
        ) -> list[OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item] | None | str:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_0_type_1 = []
                _content_type_0_type_1 = data
                for content_type_0_type_1_item_data in _content_type_0_type_1:
                    content_type_0_type_1_item = OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item.from_dict(
                        content_type_0_type_1_item_data
                    )

                    content_type_0_type_1.append(content_type_0_type_1_item)

                return content_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiChatRequestInputMessagesItemType3ContentType0Type1Item] | None | str, data)

        content = _parse_content(d.pop("content"))

        _tool_calls = d.pop("tool_calls", UNSET)
        tool_calls: list[OpenAiChatRequestInputMessagesItemType3ToolCallsItem] | Unset = UNSET
        if _tool_calls is not UNSET:
            tool_calls = []
            for tool_calls_item_data in _tool_calls:
                tool_calls_item = OpenAiChatRequestInputMessagesItemType3ToolCallsItem.from_dict(tool_calls_item_data)

                tool_calls.append(tool_calls_item)

        open_ai_chat_request_input_messages_item_type_3 = cls(
            role=role,
            content=content,
            tool_calls=tool_calls,
        )

        open_ai_chat_request_input_messages_item_type_3.additional_properties = d
        return open_ai_chat_request_input_messages_item_type_3

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

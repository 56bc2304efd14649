from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.open_ai_chat_turn_input_item_role import OpenAiChatTurnInputItemRole
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_input_item_content_type_0_type_1_item import (
        OpenAiChatTurnInputItemContentType0Type1Item,
    )


T = TypeVar("T", bound="OpenAiChatTurnInputItem")


@_attrs_define
class OpenAiChatTurnInputItem:
    """a ChatCompletionMessageParam

    Attributes:
        role (OpenAiChatTurnInputItemRole):
        content (list[OpenAiChatTurnInputItemContentType0Type1Item] | None | str | Unset):
        tool_call_id (str | Unset):
    """

    role: OpenAiChatTurnInputItemRole
    content: list[OpenAiChatTurnInputItemContentType0Type1Item] | None | str | Unset = UNSET
    tool_call_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        content: list[dict[str, Any]] | None | str | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        elif isinstance(self.content, list):
            content = []
            for content_type_0_type_1_item_data in self.content:
                content_type_0_type_1_item = content_type_0_type_1_item_data.to_dict()
                content.append(content_type_0_type_1_item)

        else:
            content = self.content

        tool_call_id = self.tool_call_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
            }
        )
        if content is not UNSET:
            field_dict["content"] = content
        if tool_call_id is not UNSET:
            field_dict["tool_call_id"] = tool_call_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_turn_input_item_content_type_0_type_1_item import (
            OpenAiChatTurnInputItemContentType0Type1Item,
        )

        d = dict(src_dict)
        role = OpenAiChatTurnInputItemRole(d.pop("role"))

        def _parse_content(data: object) -> list[OpenAiChatTurnInputItemContentType0Type1Item] | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_0_type_1 = []
                _content_type_0_type_1 = data
                for content_type_0_type_1_item_data in _content_type_0_type_1:
                    content_type_0_type_1_item = OpenAiChatTurnInputItemContentType0Type1Item.from_dict(
                        content_type_0_type_1_item_data
                    )

                    content_type_0_type_1.append(content_type_0_type_1_item)

                return content_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiChatTurnInputItemContentType0Type1Item] | None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        tool_call_id = d.pop("tool_call_id", UNSET)

        open_ai_chat_turn_input_item = cls(
            role=role,
            content=content,
            tool_call_id=tool_call_id,
        )

        return open_ai_chat_turn_input_item

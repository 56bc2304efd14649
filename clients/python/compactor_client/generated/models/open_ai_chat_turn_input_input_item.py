from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.open_ai_chat_turn_input_input_item_role import OpenAiChatTurnInputInputItemRole
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_input_input_item_content_type_0_type_1_item import (
        OpenAiChatTurnInputInputItemContentType0Type1Item,
    )


T = TypeVar("T", bound="OpenAiChatTurnInputInputItem")


@_attrs_define
class OpenAiChatTurnInputInputItem:
    """a ChatCompletionMessageParam

    Attributes:
        role (OpenAiChatTurnInputInputItemRole):
        content (list[OpenAiChatTurnInputInputItemContentType0Type1Item] | None | str | Unset):
        tool_call_id (str | Unset):
    """

    role: OpenAiChatTurnInputInputItemRole
    content: list[OpenAiChatTurnInputInputItemContentType0Type1Item] | None | str | Unset = UNSET
    tool_call_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.open_ai_chat_turn_input_input_item_content_type_0_type_1_item import (
            OpenAiChatTurnInputInputItemContentType0Type1Item,
        )

        d = dict(src_dict)
        role = OpenAiChatTurnInputInputItemRole(d.pop("role"))

        def _parse_content(
            data: object,
        ) -> list[OpenAiChatTurnInputInputItemContentType0Type1Item] | None | str | Unset:
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
                    content_type_0_type_1_item = OpenAiChatTurnInputInputItemContentType0Type1Item.from_dict(
                        content_type_0_type_1_item_data
                    )

                    content_type_0_type_1.append(content_type_0_type_1_item)

                return content_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiChatTurnInputInputItemContentType0Type1Item] | None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        tool_call_id = d.pop("tool_call_id", UNSET)

        open_ai_chat_turn_input_input_item = cls(
            role=role,
            content=content,
            tool_call_id=tool_call_id,
        )

        open_ai_chat_turn_input_input_item.additional_properties = d
        return open_ai_chat_turn_input_input_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_input_messages_item_type_0_content_type_1_item import (
        OpenAiChatRequestInputMessagesItemType0ContentType1Item,
    )


T = TypeVar("T", bound="OpenAiChatRequestInputMessagesItemType0")


@_attrs_define
class OpenAiChatRequestInputMessagesItemType0:
    """
    Attributes:
        role (Literal['system']):
        content (list[OpenAiChatRequestInputMessagesItemType0ContentType1Item] | str):
    """

    role: Literal["system"]
    content: list[OpenAiChatRequestInputMessagesItemType0ContentType1Item] | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item = content_type_1_item_data.to_dict()
                content.append(content_type_1_item)

        else:
            content = self.content

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_input_messages_item_type_0_content_type_1_item import (
            OpenAiChatRequestInputMessagesItemType0ContentType1Item,
        )

        d = dict(src_dict)
        role = cast(Literal["system"], d.pop("role"))
        if role != "system":
            raise ValueError(f"role must match const 'system', got '{role}'")

        def _parse_content(data: object) -> list[OpenAiChatRequestInputMessagesItemType0ContentType1Item] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:
                    content_type_1_item = OpenAiChatRequestInputMessagesItemType0ContentType1Item.from_dict(
                        content_type_1_item_data
                    )

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiChatRequestInputMessagesItemType0ContentType1Item] | str, data)

        content = _parse_content(d.pop("content"))

        open_ai_chat_request_input_messages_item_type_0 = cls(
            role=role,
            content=content,
        )

        open_ai_chat_request_input_messages_item_type_0.additional_properties = d
        return open_ai_chat_request_input_messages_item_type_0

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_0_item import (
        AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_1 import (
        AnthropicRequestInputMessagesItemType1ContentItemType5ContentType1,
    )


T = TypeVar("T", bound="AnthropicRequestInputMessagesItemType1ContentItemType5")


@_attrs_define
class AnthropicRequestInputMessagesItemType1ContentItemType5:
    """
    Attributes:
        type_ (Literal['web_search_tool_result']):
        tool_use_id (str):
        content (AnthropicRequestInputMessagesItemType1ContentItemType5ContentType1 |
            list[AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item]):
    """

    type_: Literal["web_search_tool_result"]
    tool_use_id: str
    content: (
        AnthropicRequestInputMessagesItemType1ContentItemType5ContentType1
        | list[AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item]
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        tool_use_id = self.tool_use_id

        content: dict[str, Any] | list[dict[str, Any]]
        if isinstance(self.content, list):
            content = []
            for content_type_0_item_data in self.content:
                content_type_0_item = content_type_0_item_data.to_dict()
                content.append(content_type_0_item)

        else:
            content = self.content.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "tool_use_id": tool_use_id,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_0_item import (
            AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_1 import (
            AnthropicRequestInputMessagesItemType1ContentItemType5ContentType1,
        )

        d = dict(src_dict)
        type_ = cast(Literal["web_search_tool_result"], d.pop("type"))
        if type_ != "web_search_tool_result":
            raise ValueError(f"type must match const 'web_search_tool_result', got '{type_}'")

        tool_use_id = d.pop("tool_use_id")

        def _parse_content(
            data: object,
        ) -> (
            AnthropicRequestInputMessagesItemType1ContentItemType5ContentType1
            | list[AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item]
        ):
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_0 = []
                _content_type_0 = data
                for content_type_0_item_data in _content_type_0:
                    content_type_0_item = (
                        AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item.from_dict(
                            content_type_0_item_data
                        )
                    )

                    content_type_0.append(content_type_0_item)

                return content_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            content_type_1 = AnthropicRequestInputMessagesItemType1ContentItemType5ContentType1.from_dict(data)

            return content_type_1

        content = _parse_content(d.pop("content"))

        anthropic_request_input_messages_item_type_1_content_item_type_5 = cls(
            type_=type_,
            tool_use_id=tool_use_id,
            content=content,
        )

        anthropic_request_input_messages_item_type_1_content_item_type_5.additional_properties = d
        return anthropic_request_input_messages_item_type_1_content_item_type_5

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.anthropic_turn_input_input_item_role import AnthropicTurnInputInputItemRole

if TYPE_CHECKING:
    from ..models.anthropic_turn_input_input_item_content_type_1_item import AnthropicTurnInputInputItemContentType1Item


T = TypeVar("T", bound="AnthropicTurnInputInputItem")


@_attrs_define
class AnthropicTurnInputInputItem:
    """a MessageParam (a system one repeating the agent configuration's prompt is dropped, others become developer
    messages)

        Attributes:
            role (AnthropicTurnInputInputItemRole):
            content (list[AnthropicTurnInputInputItemContentType1Item] | str):
    """

    role: AnthropicTurnInputInputItemRole
    content: list[AnthropicTurnInputInputItemContentType1Item] | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

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
        from ..models.anthropic_turn_input_input_item_content_type_1_item import (
            AnthropicTurnInputInputItemContentType1Item,
        )

        d = dict(src_dict)
        role = AnthropicTurnInputInputItemRole(d.pop("role"))

        def _parse_content(data: object) -> list[AnthropicTurnInputInputItemContentType1Item] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:
                    content_type_1_item = AnthropicTurnInputInputItemContentType1Item.from_dict(
                        content_type_1_item_data
                    )

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AnthropicTurnInputInputItemContentType1Item] | str, data)

        content = _parse_content(d.pop("content"))

        anthropic_turn_input_input_item = cls(
            role=role,
            content=content,
        )

        anthropic_turn_input_input_item.additional_properties = d
        return anthropic_turn_input_input_item

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

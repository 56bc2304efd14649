from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.anthropic_turn_input_item_role import AnthropicTurnInputItemRole

if TYPE_CHECKING:
    from ..models.anthropic_turn_input_item_content_type_1_item import AnthropicTurnInputItemContentType1Item


T = TypeVar("T", bound="AnthropicTurnInputItem")


@_attrs_define
class AnthropicTurnInputItem:
    """a MessageParam (a system one repeating the agent configuration's prompt is dropped, others become developer
    messages)

        Attributes:
            role (AnthropicTurnInputItemRole):
            content (list[AnthropicTurnInputItemContentType1Item] | str):
    """

    role: AnthropicTurnInputItemRole
    content: list[AnthropicTurnInputItemContentType1Item] | str

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

        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_turn_input_item_content_type_1_item import AnthropicTurnInputItemContentType1Item

        d = dict(src_dict)
        role = AnthropicTurnInputItemRole(d.pop("role"))

        def _parse_content(data: object) -> list[AnthropicTurnInputItemContentType1Item] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:
                    content_type_1_item = AnthropicTurnInputItemContentType1Item.from_dict(content_type_1_item_data)

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AnthropicTurnInputItemContentType1Item] | str, data)

        content = _parse_content(d.pop("content"))

        anthropic_turn_input_item = cls(
            role=role,
            content=content,
        )

        return anthropic_turn_input_item

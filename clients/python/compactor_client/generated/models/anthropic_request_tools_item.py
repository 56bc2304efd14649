from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_request_tools_item_input_schema import AnthropicRequestToolsItemInputSchema


T = TypeVar("T", bound="AnthropicRequestToolsItem")


@_attrs_define
class AnthropicRequestToolsItem:
    """
    Attributes:
        name (str):
        description (str):
        input_schema (AnthropicRequestToolsItemInputSchema):
    """

    name: str
    description: str
    input_schema: AnthropicRequestToolsItemInputSchema

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        input_schema = self.input_schema.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "input_schema": input_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_tools_item_input_schema import AnthropicRequestToolsItemInputSchema

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        input_schema = AnthropicRequestToolsItemInputSchema.from_dict(d.pop("input_schema"))

        anthropic_request_tools_item = cls(
            name=name,
            description=description,
            input_schema=input_schema,
        )

        return anthropic_request_tools_item

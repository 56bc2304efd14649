from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_config_tools_item_function_declarations_item_parameters_json_schema import (
        GeminiRequestConfigToolsItemFunctionDeclarationsItemParametersJsonSchema,
    )


T = TypeVar("T", bound="GeminiRequestConfigToolsItemFunctionDeclarationsItem")


@_attrs_define
class GeminiRequestConfigToolsItemFunctionDeclarationsItem:
    """
    Attributes:
        name (str):
        description (str):
        parameters_json_schema (GeminiRequestConfigToolsItemFunctionDeclarationsItemParametersJsonSchema):
    """

    name: str
    description: str
    parameters_json_schema: GeminiRequestConfigToolsItemFunctionDeclarationsItemParametersJsonSchema

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        parameters_json_schema = self.parameters_json_schema.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "parametersJsonSchema": parameters_json_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_config_tools_item_function_declarations_item_parameters_json_schema import (
            GeminiRequestConfigToolsItemFunctionDeclarationsItemParametersJsonSchema,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters_json_schema = GeminiRequestConfigToolsItemFunctionDeclarationsItemParametersJsonSchema.from_dict(
            d.pop("parametersJsonSchema")
        )

        gemini_request_config_tools_item_function_declarations_item = cls(
            name=name,
            description=description,
            parameters_json_schema=parameters_json_schema,
        )

        return gemini_request_config_tools_item_function_declarations_item

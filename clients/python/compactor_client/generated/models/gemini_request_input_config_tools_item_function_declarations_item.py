from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gemini_request_input_config_tools_item_function_declarations_item_parameters_json_schema import (
        GeminiRequestInputConfigToolsItemFunctionDeclarationsItemParametersJsonSchema,
    )


T = TypeVar("T", bound="GeminiRequestInputConfigToolsItemFunctionDeclarationsItem")


@_attrs_define
class GeminiRequestInputConfigToolsItemFunctionDeclarationsItem:
    """
    Attributes:
        name (str):
        description (str):
        parameters_json_schema (GeminiRequestInputConfigToolsItemFunctionDeclarationsItemParametersJsonSchema):
    """

    name: str
    description: str
    parameters_json_schema: GeminiRequestInputConfigToolsItemFunctionDeclarationsItemParametersJsonSchema
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        parameters_json_schema = self.parameters_json_schema.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.gemini_request_input_config_tools_item_function_declarations_item_parameters_json_schema import (
            GeminiRequestInputConfigToolsItemFunctionDeclarationsItemParametersJsonSchema,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters_json_schema = (
            GeminiRequestInputConfigToolsItemFunctionDeclarationsItemParametersJsonSchema.from_dict(
                d.pop("parametersJsonSchema")
            )
        )

        gemini_request_input_config_tools_item_function_declarations_item = cls(
            name=name,
            description=description,
            parameters_json_schema=parameters_json_schema,
        )

        gemini_request_input_config_tools_item_function_declarations_item.additional_properties = d
        return gemini_request_input_config_tools_item_function_declarations_item

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

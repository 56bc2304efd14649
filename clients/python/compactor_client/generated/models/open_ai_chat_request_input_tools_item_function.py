from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_input_tools_item_function_parameters import (
        OpenAiChatRequestInputToolsItemFunctionParameters,
    )


T = TypeVar("T", bound="OpenAiChatRequestInputToolsItemFunction")


@_attrs_define
class OpenAiChatRequestInputToolsItemFunction:
    """
    Attributes:
        name (str):
        description (str):
        parameters (OpenAiChatRequestInputToolsItemFunctionParameters):
    """

    name: str
    description: str
    parameters: OpenAiChatRequestInputToolsItemFunctionParameters
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "description": description,
                "parameters": parameters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_input_tools_item_function_parameters import (
            OpenAiChatRequestInputToolsItemFunctionParameters,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters = OpenAiChatRequestInputToolsItemFunctionParameters.from_dict(d.pop("parameters"))

        open_ai_chat_request_input_tools_item_function = cls(
            name=name,
            description=description,
            parameters=parameters,
        )

        open_ai_chat_request_input_tools_item_function.additional_properties = d
        return open_ai_chat_request_input_tools_item_function

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_tools_item_function_parameters import (
        OpenAiChatRequestToolsItemFunctionParameters,
    )


T = TypeVar("T", bound="OpenAiChatRequestToolsItemFunction")


@_attrs_define
class OpenAiChatRequestToolsItemFunction:
    """
    Attributes:
        name (str):
        description (str):
        parameters (OpenAiChatRequestToolsItemFunctionParameters):
    """

    name: str
    description: str
    parameters: OpenAiChatRequestToolsItemFunctionParameters

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}

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
        from ..models.open_ai_chat_request_tools_item_function_parameters import (
            OpenAiChatRequestToolsItemFunctionParameters,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters = OpenAiChatRequestToolsItemFunctionParameters.from_dict(d.pop("parameters"))

        open_ai_chat_request_tools_item_function = cls(
            name=name,
            description=description,
            parameters=parameters,
        )

        return open_ai_chat_request_tools_item_function

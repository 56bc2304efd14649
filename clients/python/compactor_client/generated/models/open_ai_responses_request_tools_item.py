from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_tools_item_parameters import OpenAiResponsesRequestToolsItemParameters


T = TypeVar("T", bound="OpenAiResponsesRequestToolsItem")


@_attrs_define
class OpenAiResponsesRequestToolsItem:
    """
    Attributes:
        type_ (Literal['function']):
        name (str):
        description (str):
        parameters (OpenAiResponsesRequestToolsItemParameters):
        strict (bool):
    """

    type_: Literal["function"]
    name: str
    description: str
    parameters: OpenAiResponsesRequestToolsItemParameters
    strict: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        name = self.name

        description = self.description

        parameters = self.parameters.to_dict()

        strict = self.strict

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "name": name,
                "description": description,
                "parameters": parameters,
                "strict": strict,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_responses_request_tools_item_parameters import OpenAiResponsesRequestToolsItemParameters

        d = dict(src_dict)
        type_ = cast(Literal["function"], d.pop("type"))
        if type_ != "function":
            raise ValueError(f"type must match const 'function', got '{type_}'")

        name = d.pop("name")

        description = d.pop("description")

        parameters = OpenAiResponsesRequestToolsItemParameters.from_dict(d.pop("parameters"))

        strict = d.pop("strict")

        open_ai_responses_request_tools_item = cls(
            type_=type_,
            name=name,
            description=description,
            parameters=parameters,
            strict=strict,
        )

        return open_ai_responses_request_tools_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gemini_request_input_contents_item_parts_item_type_3_function_response_response import (
        GeminiRequestInputContentsItemPartsItemType3FunctionResponseResponse,
    )


T = TypeVar("T", bound="GeminiRequestInputContentsItemPartsItemType3FunctionResponse")


@_attrs_define
class GeminiRequestInputContentsItemPartsItemType3FunctionResponse:
    """
    Attributes:
        name (str):
        response (GeminiRequestInputContentsItemPartsItemType3FunctionResponseResponse):
    """

    name: str
    response: GeminiRequestInputContentsItemPartsItemType3FunctionResponseResponse
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        response = self.response.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "response": response,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_contents_item_parts_item_type_3_function_response_response import (
            GeminiRequestInputContentsItemPartsItemType3FunctionResponseResponse,
        )

        d = dict(src_dict)
        name = d.pop("name")

        response = GeminiRequestInputContentsItemPartsItemType3FunctionResponseResponse.from_dict(d.pop("response"))

        gemini_request_input_contents_item_parts_item_type_3_function_response = cls(
            name=name,
            response=response,
        )

        gemini_request_input_contents_item_parts_item_type_3_function_response.additional_properties = d
        return gemini_request_input_contents_item_parts_item_type_3_function_response

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

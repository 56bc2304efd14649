from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gemini_request_input_contents_item_parts_item_type_3_function_response import (
        GeminiRequestInputContentsItemPartsItemType3FunctionResponse,
    )


T = TypeVar("T", bound="GeminiRequestInputContentsItemPartsItemType3")


@_attrs_define
class GeminiRequestInputContentsItemPartsItemType3:
    """
    Attributes:
        function_response (GeminiRequestInputContentsItemPartsItemType3FunctionResponse):
    """

    function_response: GeminiRequestInputContentsItemPartsItemType3FunctionResponse
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        function_response = self.function_response.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "functionResponse": function_response,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_contents_item_parts_item_type_3_function_response import (
            GeminiRequestInputContentsItemPartsItemType3FunctionResponse,
        )

        d = dict(src_dict)
        function_response = GeminiRequestInputContentsItemPartsItemType3FunctionResponse.from_dict(
            d.pop("functionResponse")
        )

        gemini_request_input_contents_item_parts_item_type_3 = cls(
            function_response=function_response,
        )

        gemini_request_input_contents_item_parts_item_type_3.additional_properties = d
        return gemini_request_input_contents_item_parts_item_type_3

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

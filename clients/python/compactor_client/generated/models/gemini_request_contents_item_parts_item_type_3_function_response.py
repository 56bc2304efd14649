from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_contents_item_parts_item_type_3_function_response_response import (
        GeminiRequestContentsItemPartsItemType3FunctionResponseResponse,
    )


T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType3FunctionResponse")


@_attrs_define
class GeminiRequestContentsItemPartsItemType3FunctionResponse:
    """
    Attributes:
        name (str):
        response (GeminiRequestContentsItemPartsItemType3FunctionResponseResponse):
    """

    name: str
    response: GeminiRequestContentsItemPartsItemType3FunctionResponseResponse

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        response = self.response.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "response": response,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_contents_item_parts_item_type_3_function_response_response import (
            GeminiRequestContentsItemPartsItemType3FunctionResponseResponse,
        )

        d = dict(src_dict)
        name = d.pop("name")

        response = GeminiRequestContentsItemPartsItemType3FunctionResponseResponse.from_dict(d.pop("response"))

        gemini_request_contents_item_parts_item_type_3_function_response = cls(
            name=name,
            response=response,
        )

        return gemini_request_contents_item_parts_item_type_3_function_response

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_contents_item_parts_item_type_3_function_response import (
        GeminiRequestContentsItemPartsItemType3FunctionResponse,
    )


T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType3")


@_attrs_define
class GeminiRequestContentsItemPartsItemType3:
    """
    Attributes:
        function_response (GeminiRequestContentsItemPartsItemType3FunctionResponse):
    """

    function_response: GeminiRequestContentsItemPartsItemType3FunctionResponse

    def to_dict(self) -> dict[str, Any]:
        function_response = self.function_response.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "functionResponse": function_response,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_contents_item_parts_item_type_3_function_response import (
            GeminiRequestContentsItemPartsItemType3FunctionResponse,
        )

        d = dict(src_dict)
        function_response = GeminiRequestContentsItemPartsItemType3FunctionResponse.from_dict(d.pop("functionResponse"))

        gemini_request_contents_item_parts_item_type_3 = cls(
            function_response=function_response,
        )

        return gemini_request_contents_item_parts_item_type_3

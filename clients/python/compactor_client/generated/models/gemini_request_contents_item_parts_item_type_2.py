from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_request_contents_item_parts_item_type_2_function_call import (
        GeminiRequestContentsItemPartsItemType2FunctionCall,
    )


T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType2")


@_attrs_define
class GeminiRequestContentsItemPartsItemType2:
    """
    Attributes:
        function_call (GeminiRequestContentsItemPartsItemType2FunctionCall):
        thought_signature (str | Unset):
    """

    function_call: GeminiRequestContentsItemPartsItemType2FunctionCall
    thought_signature: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        function_call = self.function_call.to_dict()

        thought_signature = self.thought_signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "functionCall": function_call,
            }
        )
        if thought_signature is not UNSET:
            field_dict["thoughtSignature"] = thought_signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_contents_item_parts_item_type_2_function_call import (
            GeminiRequestContentsItemPartsItemType2FunctionCall,
        )

        d = dict(src_dict)
        function_call = GeminiRequestContentsItemPartsItemType2FunctionCall.from_dict(d.pop("functionCall"))

        thought_signature = d.pop("thoughtSignature", UNSET)

        gemini_request_contents_item_parts_item_type_2 = cls(
            function_call=function_call,
            thought_signature=thought_signature,
        )

        return gemini_request_contents_item_parts_item_type_2

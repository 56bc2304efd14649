from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_contents_item_parts_item_type_2_function_call_args import (
        GeminiRequestContentsItemPartsItemType2FunctionCallArgs,
    )


T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType2FunctionCall")


@_attrs_define
class GeminiRequestContentsItemPartsItemType2FunctionCall:
    """
    Attributes:
        name (str):
        args (GeminiRequestContentsItemPartsItemType2FunctionCallArgs):
    """

    name: str
    args: GeminiRequestContentsItemPartsItemType2FunctionCallArgs

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        args = self.args.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "args": args,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_contents_item_parts_item_type_2_function_call_args import (
            GeminiRequestContentsItemPartsItemType2FunctionCallArgs,
        )

        d = dict(src_dict)
        name = d.pop("name")

        args = GeminiRequestContentsItemPartsItemType2FunctionCallArgs.from_dict(d.pop("args"))

        gemini_request_contents_item_parts_item_type_2_function_call = cls(
            name=name,
            args=args,
        )

        return gemini_request_contents_item_parts_item_type_2_function_call

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gemini_request_input_contents_item_parts_item_type_2_function_call_args import (
        GeminiRequestInputContentsItemPartsItemType2FunctionCallArgs,
    )


T = TypeVar("T", bound="GeminiRequestInputContentsItemPartsItemType2FunctionCall")


@_attrs_define
class GeminiRequestInputContentsItemPartsItemType2FunctionCall:
    """
    Attributes:
        name (str):
        args (GeminiRequestInputContentsItemPartsItemType2FunctionCallArgs):
    """

    name: str
    args: GeminiRequestInputContentsItemPartsItemType2FunctionCallArgs
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        args = self.args.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "args": args,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_contents_item_parts_item_type_2_function_call_args import (
            GeminiRequestInputContentsItemPartsItemType2FunctionCallArgs,
        )

        d = dict(src_dict)
        name = d.pop("name")

        args = GeminiRequestInputContentsItemPartsItemType2FunctionCallArgs.from_dict(d.pop("args"))

        gemini_request_input_contents_item_parts_item_type_2_function_call = cls(
            name=name,
            args=args,
        )

        gemini_request_input_contents_item_parts_item_type_2_function_call.additional_properties = d
        return gemini_request_input_contents_item_parts_item_type_2_function_call

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

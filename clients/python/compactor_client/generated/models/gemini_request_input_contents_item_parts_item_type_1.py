from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gemini_request_input_contents_item_parts_item_type_1_inline_data import (
        GeminiRequestInputContentsItemPartsItemType1InlineData,
    )


T = TypeVar("T", bound="GeminiRequestInputContentsItemPartsItemType1")


@_attrs_define
class GeminiRequestInputContentsItemPartsItemType1:
    """
    Attributes:
        inline_data (GeminiRequestInputContentsItemPartsItemType1InlineData):
    """

    inline_data: GeminiRequestInputContentsItemPartsItemType1InlineData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        inline_data = self.inline_data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "inlineData": inline_data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_contents_item_parts_item_type_1_inline_data import (
            GeminiRequestInputContentsItemPartsItemType1InlineData,
        )

        d = dict(src_dict)
        inline_data = GeminiRequestInputContentsItemPartsItemType1InlineData.from_dict(d.pop("inlineData"))

        gemini_request_input_contents_item_parts_item_type_1 = cls(
            inline_data=inline_data,
        )

        gemini_request_input_contents_item_parts_item_type_1.additional_properties = d
        return gemini_request_input_contents_item_parts_item_type_1

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

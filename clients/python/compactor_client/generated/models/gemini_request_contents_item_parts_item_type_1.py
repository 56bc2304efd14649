from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_contents_item_parts_item_type_1_inline_data import (
        GeminiRequestContentsItemPartsItemType1InlineData,
    )


T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType1")


@_attrs_define
class GeminiRequestContentsItemPartsItemType1:
    """
    Attributes:
        inline_data (GeminiRequestContentsItemPartsItemType1InlineData):
    """

    inline_data: GeminiRequestContentsItemPartsItemType1InlineData

    def to_dict(self) -> dict[str, Any]:
        inline_data = self.inline_data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "inlineData": inline_data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_contents_item_parts_item_type_1_inline_data import (
            GeminiRequestContentsItemPartsItemType1InlineData,
        )

        d = dict(src_dict)
        inline_data = GeminiRequestContentsItemPartsItemType1InlineData.from_dict(d.pop("inlineData"))

        gemini_request_contents_item_parts_item_type_1 = cls(
            inline_data=inline_data,
        )

        return gemini_request_contents_item_parts_item_type_1

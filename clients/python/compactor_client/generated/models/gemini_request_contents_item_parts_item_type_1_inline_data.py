from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType1InlineData")


@_attrs_define
class GeminiRequestContentsItemPartsItemType1InlineData:
    """
    Attributes:
        mime_type (str):
        data (str):
    """

    mime_type: str
    data: str

    def to_dict(self) -> dict[str, Any]:
        mime_type = self.mime_type

        data = self.data

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mimeType": mime_type,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mime_type = d.pop("mimeType")

        data = d.pop("data")

        gemini_request_contents_item_parts_item_type_1_inline_data = cls(
            mime_type=mime_type,
            data=data,
        )

        return gemini_request_contents_item_parts_item_type_1_inline_data

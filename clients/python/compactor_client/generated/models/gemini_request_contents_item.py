from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.gemini_request_contents_item_role import GeminiRequestContentsItemRole

if TYPE_CHECKING:
    from ..models.gemini_request_contents_item_parts_item_type_0 import GeminiRequestContentsItemPartsItemType0
    from ..models.gemini_request_contents_item_parts_item_type_1 import GeminiRequestContentsItemPartsItemType1
    from ..models.gemini_request_contents_item_parts_item_type_2 import GeminiRequestContentsItemPartsItemType2
    from ..models.gemini_request_contents_item_parts_item_type_3 import GeminiRequestContentsItemPartsItemType3


T = TypeVar("T", bound="GeminiRequestContentsItem")


@_attrs_define
class GeminiRequestContentsItem:
    """
    Attributes:
        role (GeminiRequestContentsItemRole):
        parts (list[GeminiRequestContentsItemPartsItemType0 | GeminiRequestContentsItemPartsItemType1 |
            GeminiRequestContentsItemPartsItemType2 | GeminiRequestContentsItemPartsItemType3]):
    """

    role: GeminiRequestContentsItemRole
    parts: list[
        GeminiRequestContentsItemPartsItemType0
        | GeminiRequestContentsItemPartsItemType1
        | GeminiRequestContentsItemPartsItemType2
        | GeminiRequestContentsItemPartsItemType3
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.gemini_request_contents_item_parts_item_type_0 import GeminiRequestContentsItemPartsItemType0
        from ..models.gemini_request_contents_item_parts_item_type_1 import GeminiRequestContentsItemPartsItemType1
        from ..models.gemini_request_contents_item_parts_item_type_2 import GeminiRequestContentsItemPartsItemType2

        role = self.role.value

        parts = []
        for parts_item_data in self.parts:
            parts_item: dict[str, Any]
            if (
                isinstance(parts_item_data, GeminiRequestContentsItemPartsItemType0)
                or isinstance(parts_item_data, GeminiRequestContentsItemPartsItemType1)
                or isinstance(parts_item_data, GeminiRequestContentsItemPartsItemType2)
            ):
                parts_item = parts_item_data.to_dict()
            else:
                parts_item = parts_item_data.to_dict()

            parts.append(parts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_contents_item_parts_item_type_0 import GeminiRequestContentsItemPartsItemType0
        from ..models.gemini_request_contents_item_parts_item_type_1 import GeminiRequestContentsItemPartsItemType1
        from ..models.gemini_request_contents_item_parts_item_type_2 import GeminiRequestContentsItemPartsItemType2
        from ..models.gemini_request_contents_item_parts_item_type_3 import GeminiRequestContentsItemPartsItemType3

        d = dict(src_dict)
        role = GeminiRequestContentsItemRole(d.pop("role"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:

            def _parse_parts_item(
                data: object,
            ) -> (
                GeminiRequestContentsItemPartsItemType0
                | GeminiRequestContentsItemPartsItemType1
                | GeminiRequestContentsItemPartsItemType2
                | GeminiRequestContentsItemPartsItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    parts_item_type_0 = GeminiRequestContentsItemPartsItemType0.from_dict(data)

                    return parts_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    parts_item_type_1 = GeminiRequestContentsItemPartsItemType1.from_dict(data)

                    return parts_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    parts_item_type_2 = GeminiRequestContentsItemPartsItemType2.from_dict(data)

                    return parts_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                parts_item_type_3 = GeminiRequestContentsItemPartsItemType3.from_dict(data)

                return parts_item_type_3

            parts_item = _parse_parts_item(parts_item_data)

            parts.append(parts_item)

        gemini_request_contents_item = cls(
            role=role,
            parts=parts,
        )

        return gemini_request_contents_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.gemini_request_input_contents_item_role import GeminiRequestInputContentsItemRole

if TYPE_CHECKING:
    from ..models.gemini_request_input_contents_item_parts_item_type_0 import (
        GeminiRequestInputContentsItemPartsItemType0,
    )
    from ..models.gemini_request_input_contents_item_parts_item_type_1 import (
        GeminiRequestInputContentsItemPartsItemType1,
    )
    from ..models.gemini_request_input_contents_item_parts_item_type_2 import (
        GeminiRequestInputContentsItemPartsItemType2,
    )
    from ..models.gemini_request_input_contents_item_parts_item_type_3 import (
        GeminiRequestInputContentsItemPartsItemType3,
    )


T = TypeVar("T", bound="GeminiRequestInputContentsItem")


@_attrs_define
class GeminiRequestInputContentsItem:
    """
    Attributes:
        role (GeminiRequestInputContentsItemRole):
        parts (list[GeminiRequestInputContentsItemPartsItemType0 | GeminiRequestInputContentsItemPartsItemType1 |
            GeminiRequestInputContentsItemPartsItemType2 | GeminiRequestInputContentsItemPartsItemType3]):
    """

    role: GeminiRequestInputContentsItemRole
    parts: list[
        GeminiRequestInputContentsItemPartsItemType0
        | GeminiRequestInputContentsItemPartsItemType1
        | GeminiRequestInputContentsItemPartsItemType2
        | GeminiRequestInputContentsItemPartsItemType3
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.gemini_request_input_contents_item_parts_item_type_0 import (
            GeminiRequestInputContentsItemPartsItemType0,
        )
        from ..models.gemini_request_input_contents_item_parts_item_type_1 import (
            GeminiRequestInputContentsItemPartsItemType1,
        )
        from ..models.gemini_request_input_contents_item_parts_item_type_2 import (
            GeminiRequestInputContentsItemPartsItemType2,
        )

        role = self.role.value

        parts = []
        for parts_item_data in self.parts:
            parts_item: dict[str, Any]
            if (
                isinstance(parts_item_data, GeminiRequestInputContentsItemPartsItemType0)
                or isinstance(parts_item_data, GeminiRequestInputContentsItemPartsItemType1)
                or isinstance(parts_item_data, GeminiRequestInputContentsItemPartsItemType2)
            ):
                parts_item = parts_item_data.to_dict()
            else:
                parts_item = parts_item_data.to_dict()

            parts.append(parts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_contents_item_parts_item_type_0 import (
            GeminiRequestInputContentsItemPartsItemType0,
        )
        from ..models.gemini_request_input_contents_item_parts_item_type_1 import (
            GeminiRequestInputContentsItemPartsItemType1,
        )
        from ..models.gemini_request_input_contents_item_parts_item_type_2 import (
            GeminiRequestInputContentsItemPartsItemType2,
        )
        from ..models.gemini_request_input_contents_item_parts_item_type_3 import (
            GeminiRequestInputContentsItemPartsItemType3,
        )

        d = dict(src_dict)
        role = GeminiRequestInputContentsItemRole(d.pop("role"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:

            def _parse_parts_item(
                data: object,
            ) -> (
                GeminiRequestInputContentsItemPartsItemType0
                | GeminiRequestInputContentsItemPartsItemType1
                | GeminiRequestInputContentsItemPartsItemType2
                | GeminiRequestInputContentsItemPartsItemType3
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    parts_item_type_0 = GeminiRequestInputContentsItemPartsItemType0.from_dict(data)

                    return parts_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    parts_item_type_1 = GeminiRequestInputContentsItemPartsItemType1.from_dict(data)

                    return parts_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    parts_item_type_2 = GeminiRequestInputContentsItemPartsItemType2.from_dict(data)

                    return parts_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                parts_item_type_3 = GeminiRequestInputContentsItemPartsItemType3.from_dict(data)

                return parts_item_type_3

            parts_item = _parse_parts_item(parts_item_data)

            parts.append(parts_item)

        gemini_request_input_contents_item = cls(
            role=role,
            parts=parts,
        )

        gemini_request_input_contents_item.additional_properties = d
        return gemini_request_input_contents_item

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

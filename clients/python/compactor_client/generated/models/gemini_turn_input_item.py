from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.gemini_turn_input_item_role import GeminiTurnInputItemRole

if TYPE_CHECKING:
    from ..models.gemini_turn_input_item_parts_item import GeminiTurnInputItemPartsItem


T = TypeVar("T", bound="GeminiTurnInputItem")


@_attrs_define
class GeminiTurnInputItem:
    """a Content

    Attributes:
        role (GeminiTurnInputItemRole):
        parts (list[GeminiTurnInputItemPartsItem]):
    """

    role: GeminiTurnInputItemRole
    parts: list[GeminiTurnInputItemPartsItem]

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        parts = []
        for parts_item_data in self.parts:
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
        from ..models.gemini_turn_input_item_parts_item import GeminiTurnInputItemPartsItem

        d = dict(src_dict)
        role = GeminiTurnInputItemRole(d.pop("role"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = GeminiTurnInputItemPartsItem.from_dict(parts_item_data)

            parts.append(parts_item)

        gemini_turn_input_item = cls(
            role=role,
            parts=parts,
        )

        return gemini_turn_input_item

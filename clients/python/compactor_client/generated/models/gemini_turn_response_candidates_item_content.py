from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_turn_response_candidates_item_content_parts_item import (
        GeminiTurnResponseCandidatesItemContentPartsItem,
    )


T = TypeVar("T", bound="GeminiTurnResponseCandidatesItemContent")


@_attrs_define
class GeminiTurnResponseCandidatesItemContent:
    """
    Attributes:
        parts (list[GeminiTurnResponseCandidatesItemContentPartsItem]):
    """

    parts: list[GeminiTurnResponseCandidatesItemContentPartsItem]

    def to_dict(self) -> dict[str, Any]:
        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_turn_response_candidates_item_content_parts_item import (
            GeminiTurnResponseCandidatesItemContentPartsItem,
        )

        d = dict(src_dict)
        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = GeminiTurnResponseCandidatesItemContentPartsItem.from_dict(parts_item_data)

            parts.append(parts_item)

        gemini_turn_response_candidates_item_content = cls(
            parts=parts,
        )

        return gemini_turn_response_candidates_item_content

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_config_system_instruction_parts_item import (
        GeminiRequestConfigSystemInstructionPartsItem,
    )


T = TypeVar("T", bound="GeminiRequestConfigSystemInstruction")


@_attrs_define
class GeminiRequestConfigSystemInstruction:
    """
    Attributes:
        parts (list[GeminiRequestConfigSystemInstructionPartsItem]):
    """

    parts: list[GeminiRequestConfigSystemInstructionPartsItem]

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
        from ..models.gemini_request_config_system_instruction_parts_item import (
            GeminiRequestConfigSystemInstructionPartsItem,
        )

        d = dict(src_dict)
        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = GeminiRequestConfigSystemInstructionPartsItem.from_dict(parts_item_data)

            parts.append(parts_item)

        gemini_request_config_system_instruction = cls(
            parts=parts,
        )

        return gemini_request_config_system_instruction

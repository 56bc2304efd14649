from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GeminiRequestConfigSystemInstructionPartsItem")


@_attrs_define
class GeminiRequestConfigSystemInstructionPartsItem:
    """
    Attributes:
        text (str):
    """

    text: str

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        gemini_request_config_system_instruction_parts_item = cls(
            text=text,
        )

        return gemini_request_config_system_instruction_parts_item

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GeminiRequestContentsItemPartsItemType0")


@_attrs_define
class GeminiRequestContentsItemPartsItemType0:
    """
    Attributes:
        text (str):
        thought (bool | Unset):
        thought_signature (str | Unset):
    """

    text: str
    thought: bool | Unset = UNSET
    thought_signature: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        thought = self.thought

        thought_signature = self.thought_signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )
        if thought is not UNSET:
            field_dict["thought"] = thought
        if thought_signature is not UNSET:
            field_dict["thoughtSignature"] = thought_signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        thought = d.pop("thought", UNSET)

        thought_signature = d.pop("thoughtSignature", UNSET)

        gemini_request_contents_item_parts_item_type_0 = cls(
            text=text,
            thought=thought,
            thought_signature=thought_signature,
        )

        return gemini_request_contents_item_parts_item_type_0

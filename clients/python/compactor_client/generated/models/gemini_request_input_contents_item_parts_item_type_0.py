from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GeminiRequestInputContentsItemPartsItemType0")


@_attrs_define
class GeminiRequestInputContentsItemPartsItemType0:
    """
    Attributes:
        text (str):
        thought (bool | Unset):
        thought_signature (str | Unset):
    """

    text: str
    thought: bool | Unset = UNSET
    thought_signature: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        thought = self.thought

        thought_signature = self.thought_signature

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        gemini_request_input_contents_item_parts_item_type_0 = cls(
            text=text,
            thought=thought,
            thought_signature=thought_signature,
        )

        gemini_request_input_contents_item_parts_item_type_0.additional_properties = d
        return gemini_request_input_contents_item_parts_item_type_0

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_turn_input_response_candidates_item_content import GeminiTurnInputResponseCandidatesItemContent


T = TypeVar("T", bound="GeminiTurnInputResponseCandidatesItem")


@_attrs_define
class GeminiTurnInputResponseCandidatesItem:
    """
    Attributes:
        content (GeminiTurnInputResponseCandidatesItemContent):
        finish_reason (str | Unset):
    """

    content: GeminiTurnInputResponseCandidatesItemContent
    finish_reason: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content = self.content.to_dict()

        finish_reason = self.finish_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "content": content,
            }
        )
        if finish_reason is not UNSET:
            field_dict["finishReason"] = finish_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_turn_input_response_candidates_item_content import (
            GeminiTurnInputResponseCandidatesItemContent,
        )

        d = dict(src_dict)
        content = GeminiTurnInputResponseCandidatesItemContent.from_dict(d.pop("content"))

        finish_reason = d.pop("finishReason", UNSET)

        gemini_turn_input_response_candidates_item = cls(
            content=content,
            finish_reason=finish_reason,
        )

        gemini_turn_input_response_candidates_item.additional_properties = d
        return gemini_turn_input_response_candidates_item

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

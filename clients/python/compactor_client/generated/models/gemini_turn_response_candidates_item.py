from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_turn_response_candidates_item_content import GeminiTurnResponseCandidatesItemContent


T = TypeVar("T", bound="GeminiTurnResponseCandidatesItem")


@_attrs_define
class GeminiTurnResponseCandidatesItem:
    """
    Attributes:
        content (GeminiTurnResponseCandidatesItemContent):
        finish_reason (str | Unset):
    """

    content: GeminiTurnResponseCandidatesItemContent
    finish_reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content.to_dict()

        finish_reason = self.finish_reason

        field_dict: dict[str, Any] = {}

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
        from ..models.gemini_turn_response_candidates_item_content import GeminiTurnResponseCandidatesItemContent

        d = dict(src_dict)
        content = GeminiTurnResponseCandidatesItemContent.from_dict(d.pop("content"))

        finish_reason = d.pop("finishReason", UNSET)

        gemini_turn_response_candidates_item = cls(
            content=content,
            finish_reason=finish_reason,
        )

        return gemini_turn_response_candidates_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_turn_response_candidates_item import GeminiTurnResponseCandidatesItem
    from ..models.gemini_turn_response_usage_metadata import GeminiTurnResponseUsageMetadata


T = TypeVar("T", bound="GeminiTurnResponse")


@_attrs_define
class GeminiTurnResponse:
    """a GenerateContentResponse

    Attributes:
        candidates (list[GeminiTurnResponseCandidatesItem] | Unset):
        usage_metadata (GeminiTurnResponseUsageMetadata | Unset):
        model_version (str | Unset):
    """

    candidates: list[GeminiTurnResponseCandidatesItem] | Unset = UNSET
    usage_metadata: GeminiTurnResponseUsageMetadata | Unset = UNSET
    model_version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        candidates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.candidates, Unset):
            candidates = []
            for candidates_item_data in self.candidates:
                candidates_item = candidates_item_data.to_dict()
                candidates.append(candidates_item)

        usage_metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.usage_metadata, Unset):
            usage_metadata = self.usage_metadata.to_dict()

        model_version = self.model_version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if candidates is not UNSET:
            field_dict["candidates"] = candidates
        if usage_metadata is not UNSET:
            field_dict["usageMetadata"] = usage_metadata
        if model_version is not UNSET:
            field_dict["modelVersion"] = model_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_turn_response_candidates_item import GeminiTurnResponseCandidatesItem
        from ..models.gemini_turn_response_usage_metadata import GeminiTurnResponseUsageMetadata

        d = dict(src_dict)
        _candidates = d.pop("candidates", UNSET)
        candidates: list[GeminiTurnResponseCandidatesItem] | Unset = UNSET
        if _candidates is not UNSET:
            candidates = []
            for candidates_item_data in _candidates:
                candidates_item = GeminiTurnResponseCandidatesItem.from_dict(candidates_item_data)

                candidates.append(candidates_item)

        _usage_metadata = d.pop("usageMetadata", UNSET)
        usage_metadata: GeminiTurnResponseUsageMetadata | Unset
        if isinstance(_usage_metadata, Unset):
            usage_metadata = UNSET
        else:
            usage_metadata = GeminiTurnResponseUsageMetadata.from_dict(_usage_metadata)

        model_version = d.pop("modelVersion", UNSET)

        gemini_turn_response = cls(
            candidates=candidates,
            usage_metadata=usage_metadata,
            model_version=model_version,
        )

        return gemini_turn_response

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_turn_input_response_candidates_item import GeminiTurnInputResponseCandidatesItem
    from ..models.gemini_turn_input_response_usage_metadata import GeminiTurnInputResponseUsageMetadata


T = TypeVar("T", bound="GeminiTurnInputResponse")


@_attrs_define
class GeminiTurnInputResponse:
    """a GenerateContentResponse

    Attributes:
        candidates (list[GeminiTurnInputResponseCandidatesItem] | Unset):
        usage_metadata (GeminiTurnInputResponseUsageMetadata | Unset):
        model_version (str | Unset):
    """

    candidates: list[GeminiTurnInputResponseCandidatesItem] | Unset = UNSET
    usage_metadata: GeminiTurnInputResponseUsageMetadata | Unset = UNSET
    model_version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.gemini_turn_input_response_candidates_item import GeminiTurnInputResponseCandidatesItem
        from ..models.gemini_turn_input_response_usage_metadata import GeminiTurnInputResponseUsageMetadata

        d = dict(src_dict)
        _candidates = d.pop("candidates", UNSET)
        candidates: list[GeminiTurnInputResponseCandidatesItem] | Unset = UNSET
        if _candidates is not UNSET:
            candidates = []
            for candidates_item_data in _candidates:
                candidates_item = GeminiTurnInputResponseCandidatesItem.from_dict(candidates_item_data)

                candidates.append(candidates_item)

        _usage_metadata = d.pop("usageMetadata", UNSET)
        usage_metadata: GeminiTurnInputResponseUsageMetadata | Unset
        if isinstance(_usage_metadata, Unset):
            usage_metadata = UNSET
        else:
            usage_metadata = GeminiTurnInputResponseUsageMetadata.from_dict(_usage_metadata)

        model_version = d.pop("modelVersion", UNSET)

        gemini_turn_input_response = cls(
            candidates=candidates,
            usage_metadata=usage_metadata,
            model_version=model_version,
        )

        gemini_turn_input_response.additional_properties = d
        return gemini_turn_input_response

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

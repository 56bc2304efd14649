from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CompactionInputProgress")


@_attrs_define
class CompactionInputProgress:
    """
    Attributes:
        phase (str):
        method (str | Unset):
        frames_rendered (float | Unset):
        tokens_before (float | Unset):
        summary_calls (float | Unset):
    """

    phase: str
    method: str | Unset = UNSET
    frames_rendered: float | Unset = UNSET
    tokens_before: float | Unset = UNSET
    summary_calls: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        method = self.method

        frames_rendered = self.frames_rendered

        tokens_before = self.tokens_before

        summary_calls = self.summary_calls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
            }
        )
        if method is not UNSET:
            field_dict["method"] = method
        if frames_rendered is not UNSET:
            field_dict["framesRendered"] = frames_rendered
        if tokens_before is not UNSET:
            field_dict["tokensBefore"] = tokens_before
        if summary_calls is not UNSET:
            field_dict["summaryCalls"] = summary_calls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        phase = d.pop("phase")

        method = d.pop("method", UNSET)

        frames_rendered = d.pop("framesRendered", UNSET)

        tokens_before = d.pop("tokensBefore", UNSET)

        summary_calls = d.pop("summaryCalls", UNSET)

        compaction_input_progress = cls(
            phase=phase,
            method=method,
            frames_rendered=frames_rendered,
            tokens_before=tokens_before,
            summary_calls=summary_calls,
        )

        compaction_input_progress.additional_properties = d
        return compaction_input_progress

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

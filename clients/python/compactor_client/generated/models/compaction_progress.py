from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CompactionProgress")


@_attrs_define
class CompactionProgress:
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

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        method = self.method

        frames_rendered = self.frames_rendered

        tokens_before = self.tokens_before

        summary_calls = self.summary_calls

        field_dict: dict[str, Any] = {}

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

        compaction_progress = cls(
            phase=phase,
            method=method,
            frames_rendered=frames_rendered,
            tokens_before=tokens_before,
            summary_calls=summary_calls,
        )

        return compaction_progress

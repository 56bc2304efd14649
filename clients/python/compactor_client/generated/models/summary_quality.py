from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.summary_quality_mode import SummaryQualityMode

T = TypeVar("T", bound="SummaryQuality")


@_attrs_define
class SummaryQuality:
    """
    Attributes:
        mode (SummaryQualityMode):
        score (float): share of the deterministic checks that passed
        passed (bool):
        missing (list[str]): the failed checks, by name (content, complete, sections, instruction, question, files)
        retried (bool): enforce: the summarizer was asked once more, naming the omissions
    """

    mode: SummaryQualityMode
    score: float
    passed: bool
    missing: list[str]
    retried: bool

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        score = self.score

        passed = self.passed

        missing = self.missing

        retried = self.retried

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "score": score,
                "passed": passed,
                "missing": missing,
                "retried": retried,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = SummaryQualityMode(d.pop("mode"))

        score = d.pop("score")

        passed = d.pop("passed")

        missing = cast(list[str], d.pop("missing"))

        retried = d.pop("retried")

        summary_quality = cls(
            mode=mode,
            score=score,
            passed=passed,
            missing=missing,
            retried=retried,
        )

        return summary_quality

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.summary_quality_input_mode import SummaryQualityInputMode

T = TypeVar("T", bound="SummaryQualityInput")


@_attrs_define
class SummaryQualityInput:
    """
    Attributes:
        mode (SummaryQualityInputMode):
        score (float): share of the deterministic checks that passed
        passed (bool):
        missing (list[str]): the failed checks, by name (content, complete, sections, instruction, question, files)
        retried (bool): enforce: the summarizer was asked once more, naming the omissions
    """

    mode: SummaryQualityInputMode
    score: float
    passed: bool
    missing: list[str]
    retried: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        score = self.score

        passed = self.passed

        missing = self.missing

        retried = self.retried

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        mode = SummaryQualityInputMode(d.pop("mode"))

        score = d.pop("score")

        passed = d.pop("passed")

        missing = cast(list[str], d.pop("missing"))

        retried = d.pop("retried")

        summary_quality_input = cls(
            mode=mode,
            score=score,
            passed=passed,
            missing=missing,
            retried=retried,
        )

        summary_quality_input.additional_properties = d
        return summary_quality_input

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

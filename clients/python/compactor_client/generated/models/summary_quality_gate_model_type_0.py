from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SummaryQualityGateModelType0")


@_attrs_define
class SummaryQualityGateModelType0:
    """
    Attributes:
        model (str):
        score (float): mean grade of the model's answers to the probes
        probes (int): artifact and continuation probes asked
    """

    model: str
    score: float
    probes: int

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        score = self.score

        probes = self.probes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "score": score,
                "probes": probes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model")

        score = d.pop("score")

        probes = d.pop("probes")

        summary_quality_gate_model_type_0 = cls(
            model=model,
            score=score,
            probes=probes,
        )

        return summary_quality_gate_model_type_0

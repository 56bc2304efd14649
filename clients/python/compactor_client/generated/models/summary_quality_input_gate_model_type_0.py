from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SummaryQualityInputGateModelType0")


@_attrs_define
class SummaryQualityInputGateModelType0:
    """
    Attributes:
        model (str):
        score (float): mean grade of the model's answers to the probes
        probes (int): artifact and continuation probes asked
    """

    model: str
    score: float
    probes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        score = self.score

        probes = self.probes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        summary_quality_input_gate_model_type_0 = cls(
            model=model,
            score=score,
            probes=probes,
        )

        summary_quality_input_gate_model_type_0.additional_properties = d
        return summary_quality_input_gate_model_type_0

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

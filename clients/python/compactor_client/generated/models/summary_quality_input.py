from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.summary_quality_input_mode import SummaryQualityInputMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.summary_quality_input_gate_model_type_0 import SummaryQualityInputGateModelType0
    from ..models.summary_quality_input_gate_model_type_1 import SummaryQualityInputGateModelType1


T = TypeVar("T", bound="SummaryQualityInput")


@_attrs_define
class SummaryQualityInput:
    """
    Attributes:
        mode (SummaryQualityInputMode):
        score (float): share of the deterministic checks that passed
        passed (bool):
        missing (list[str]): the failed checks, by name (content, complete, sections, instruction, question, files,
            gate-model)
        retried (bool): enforce: the summarizer was asked once more, naming the omissions
        gate_model (SummaryQualityInputGateModelType0 | SummaryQualityInputGateModelType1 | Unset):
            compaction.qualityGateModel: its probe score of the summary from the summary alone, or why none; under enforce a
            score below 0.5 fails the summary (check gate-model)
    """

    mode: SummaryQualityInputMode
    score: float
    passed: bool
    missing: list[str]
    retried: bool
    gate_model: SummaryQualityInputGateModelType0 | SummaryQualityInputGateModelType1 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.summary_quality_input_gate_model_type_0 import SummaryQualityInputGateModelType0

        mode = self.mode.value

        score = self.score

        passed = self.passed

        missing = self.missing

        retried = self.retried

        gate_model: dict[str, Any] | Unset
        if isinstance(self.gate_model, Unset):
            gate_model = UNSET
        elif isinstance(self.gate_model, SummaryQualityInputGateModelType0):
            gate_model = self.gate_model.to_dict()
        else:
            gate_model = self.gate_model.to_dict()

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
        if gate_model is not UNSET:
            field_dict["gateModel"] = gate_model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.summary_quality_input_gate_model_type_0 import SummaryQualityInputGateModelType0
        from ..models.summary_quality_input_gate_model_type_1 import SummaryQualityInputGateModelType1

        d = dict(src_dict)
        mode = SummaryQualityInputMode(d.pop("mode"))

        score = d.pop("score")

        passed = d.pop("passed")

        missing = cast(list[str], d.pop("missing"))

        retried = d.pop("retried")

        def _parse_gate_model(
            data: object,
        ) -> SummaryQualityInputGateModelType0 | SummaryQualityInputGateModelType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                gate_model_type_0 = SummaryQualityInputGateModelType0.from_dict(data)

                return gate_model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            gate_model_type_1 = SummaryQualityInputGateModelType1.from_dict(data)

            return gate_model_type_1

        gate_model = _parse_gate_model(d.pop("gateModel", UNSET))

        summary_quality_input = cls(
            mode=mode,
            score=score,
            passed=passed,
            missing=missing,
            retried=retried,
            gate_model=gate_model,
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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.summary_quality_mode import SummaryQualityMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.summary_quality_gate_model_type_0 import SummaryQualityGateModelType0
    from ..models.summary_quality_gate_model_type_1 import SummaryQualityGateModelType1


T = TypeVar("T", bound="SummaryQuality")


@_attrs_define
class SummaryQuality:
    """
    Attributes:
        mode (SummaryQualityMode):
        score (float): share of the deterministic checks that passed
        passed (bool):
        missing (list[str]): the failed checks, by name (content, complete, sections, instruction, question, files,
            gate-model)
        retried (bool): enforce: the summarizer was asked once more, naming the omissions
        gate_model (SummaryQualityGateModelType0 | SummaryQualityGateModelType1 | Unset): compaction.qualityGateModel:
            its probe score of the summary from the summary alone, or why none; under enforce a score below 0.5 fails the
            summary (check gate-model)
    """

    mode: SummaryQualityMode
    score: float
    passed: bool
    missing: list[str]
    retried: bool
    gate_model: SummaryQualityGateModelType0 | SummaryQualityGateModelType1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.summary_quality_gate_model_type_0 import SummaryQualityGateModelType0

        mode = self.mode.value

        score = self.score

        passed = self.passed

        missing = self.missing

        retried = self.retried

        gate_model: dict[str, Any] | Unset
        if isinstance(self.gate_model, Unset):
            gate_model = UNSET
        elif isinstance(self.gate_model, SummaryQualityGateModelType0):
            gate_model = self.gate_model.to_dict()
        else:
            gate_model = self.gate_model.to_dict()

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
        if gate_model is not UNSET:
            field_dict["gateModel"] = gate_model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.summary_quality_gate_model_type_0 import SummaryQualityGateModelType0
        from ..models.summary_quality_gate_model_type_1 import SummaryQualityGateModelType1

        d = dict(src_dict)
        mode = SummaryQualityMode(d.pop("mode"))

        score = d.pop("score")

        passed = d.pop("passed")

        missing = cast(list[str], d.pop("missing"))

        retried = d.pop("retried")

        def _parse_gate_model(data: object) -> SummaryQualityGateModelType0 | SummaryQualityGateModelType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                gate_model_type_0 = SummaryQualityGateModelType0.from_dict(data)

                return gate_model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            gate_model_type_1 = SummaryQualityGateModelType1.from_dict(data)

            return gate_model_type_1

        gate_model = _parse_gate_model(d.pop("gateModel", UNSET))

        summary_quality = cls(
            mode=mode,
            score=score,
            passed=passed,
            missing=missing,
            retried=retried,
            gate_model=gate_model,
        )

        return summary_quality

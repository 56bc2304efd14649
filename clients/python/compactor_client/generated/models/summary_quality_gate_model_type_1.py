from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SummaryQualityGateModelType1")


@_attrs_define
class SummaryQualityGateModelType1:
    """
    Attributes:
        model (str):
        failed (Literal['gate-model-failed']):
    """

    model: str
    failed: Literal["gate-model-failed"]

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        failed = self.failed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "failed": failed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model")

        failed = cast(Literal["gate-model-failed"], d.pop("failed"))
        if failed != "gate-model-failed":
            raise ValueError(f"failed must match const 'gate-model-failed', got '{failed}'")

        summary_quality_gate_model_type_1 = cls(
            model=model,
            failed=failed,
        )

        return summary_quality_gate_model_type_1

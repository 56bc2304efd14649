from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SummaryQualityInputGateModelType1")


@_attrs_define
class SummaryQualityInputGateModelType1:
    """
    Attributes:
        model (str):
        failed (Literal['gate-model-failed']):
    """

    model: str
    failed: Literal["gate-model-failed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        failed = self.failed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        summary_quality_input_gate_model_type_1 = cls(
            model=model,
            failed=failed,
        )

        summary_quality_input_gate_model_type_1.additional_properties = d
        return summary_quality_input_gate_model_type_1

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

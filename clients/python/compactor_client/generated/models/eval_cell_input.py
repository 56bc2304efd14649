from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvalCellInput")


@_attrs_define
class EvalCellInput:
    """
    Attributes:
        n (int): probes of the category graded
        accuracy (float):
        ci95 (list[float]): Wilson 95% interval of the accuracy: [low, high]
    """

    n: int
    accuracy: float
    ci95: list[float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        n = self.n

        accuracy = self.accuracy

        ci95 = self.ci95

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "n": n,
                "accuracy": accuracy,
                "ci95": ci95,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        n = d.pop("n")

        accuracy = d.pop("accuracy")

        ci95 = cast(list[float], d.pop("ci95"))

        eval_cell_input = cls(
            n=n,
            accuracy=accuracy,
            ci95=ci95,
        )

        eval_cell_input.additional_properties = d
        return eval_cell_input

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

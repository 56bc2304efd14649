from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="EvalCell")


@_attrs_define
class EvalCell:
    """
    Attributes:
        n (int): probes of the category graded
        accuracy (float):
        ci95 (list[float]): Wilson 95% interval of the accuracy: [low, high]
    """

    n: int
    accuracy: float
    ci95: list[float]

    def to_dict(self) -> dict[str, Any]:
        n = self.n

        accuracy = self.accuracy

        ci95 = self.ci95

        field_dict: dict[str, Any] = {}

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

        eval_cell = cls(
            n=n,
            accuracy=accuracy,
            ci95=ci95,
        )

        return eval_cell

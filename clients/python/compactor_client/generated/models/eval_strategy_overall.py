from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EvalStrategyOverall")


@_attrs_define
class EvalStrategyOverall:
    """macro: mean over categories; micro: mean over probes

    Attributes:
        macro (float):
        micro (float):
        n (int):
    """

    macro: float
    micro: float
    n: int

    def to_dict(self) -> dict[str, Any]:
        macro = self.macro

        micro = self.micro

        n = self.n

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "macro": macro,
                "micro": micro,
                "n": n,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        macro = d.pop("macro")

        micro = d.pop("micro")

        n = d.pop("n")

        eval_strategy_overall = cls(
            macro=macro,
            micro=micro,
            n=n,
        )

        return eval_strategy_overall

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EvalStrategyAmortizedTokens")


@_attrs_define
class EvalStrategyAmortizedTokens:
    """
    Attributes:
        t1 (float):
        t20 (float):
    """

    t1: float
    t20: float

    def to_dict(self) -> dict[str, Any]:
        t1 = self.t1

        t20 = self.t20

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "t1": t1,
                "t20": t20,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        t1 = d.pop("t1")

        t20 = d.pop("t20")

        eval_strategy_amortized_tokens = cls(
            t1=t1,
            t20=t20,
        )

        return eval_strategy_amortized_tokens

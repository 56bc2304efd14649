from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EvalStrategyReaderTokens")


@_attrs_define
class EvalStrategyReaderTokens:
    """a live reader's own tokens: the eval's cost, not the strategy's

    Attributes:
        input_ (float):
        output (float):
    """

    input_: float
    output: float

    def to_dict(self) -> dict[str, Any]:
        input_ = self.input_

        output = self.output

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "input": input_,
                "output": output,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        input_ = d.pop("input")

        output = d.pop("output")

        eval_strategy_reader_tokens = cls(
            input_=input_,
            output=output,
        )

        return eval_strategy_reader_tokens

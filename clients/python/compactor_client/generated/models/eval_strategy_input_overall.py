from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvalStrategyInputOverall")


@_attrs_define
class EvalStrategyInputOverall:
    """macro: mean over categories; micro: mean over probes

    Attributes:
        macro (float):
        micro (float):
        n (int):
    """

    macro: float
    micro: float
    n: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        macro = self.macro

        micro = self.micro

        n = self.n

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        eval_strategy_input_overall = cls(
            macro=macro,
            micro=micro,
            n=n,
        )

        eval_strategy_input_overall.additional_properties = d
        return eval_strategy_input_overall

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UsagePrices")


@_attrs_define
class UsagePrices:
    """the price table the estimates use

    Attributes:
        as_of (str): the day the prices were read
        source (str):
    """

    as_of: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asOf": as_of,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        as_of = d.pop("asOf")

        source = d.pop("source")

        usage_prices = cls(
            as_of=as_of,
            source=source,
        )

        return usage_prices

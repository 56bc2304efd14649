from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReplayOutcomesItemError")


@_attrs_define
class ReplayOutcomesItemError:
    """
    Attributes:
        name (str):
        message (str):
    """

    name: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        message = d.pop("message")

        replay_outcomes_item_error = cls(
            name=name,
            message=message,
        )

        return replay_outcomes_item_error

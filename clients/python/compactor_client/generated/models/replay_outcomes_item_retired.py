from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReplayOutcomesItemRetired")


@_attrs_define
class ReplayOutcomesItemRetired:
    """not a divergence: recorded by a retired branch (before `patch`), replayable with `release`

    Attributes:
        patch (str):
        program (str):
        release (str):
    """

    patch: str
    program: str
    release: str

    def to_dict(self) -> dict[str, Any]:
        patch = self.patch

        program = self.program

        release = self.release

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "patch": patch,
                "program": program,
                "release": release,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        patch = d.pop("patch")

        program = d.pop("program")

        release = d.pop("release")

        replay_outcomes_item_retired = cls(
            patch=patch,
            program=program,
            release=release,
        )

        return replay_outcomes_item_retired

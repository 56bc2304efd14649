from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replay_outcomes_item import ReplayOutcomesItem


T = TypeVar("T", bound="Replay")


@_attrs_define
class Replay:
    """
    Attributes:
        ok (bool):
        outcomes (list[ReplayOutcomesItem]):
    """

    ok: bool
    outcomes: list[ReplayOutcomesItem]

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_outcomes_item import ReplayOutcomesItem

        d = dict(src_dict)
        ok = d.pop("ok")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = ReplayOutcomesItem.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        replay = cls(
            ok=ok,
            outcomes=outcomes,
        )

        return replay

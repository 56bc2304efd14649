from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.eval_strategy import EvalStrategy
    from ..models.session_eval_session_probes import SessionEvalSessionProbes
    from ..models.session_eval_session_skipped_item import SessionEvalSessionSkippedItem


T = TypeVar("T", bound="SessionEvalSession")


@_attrs_define
class SessionEvalSession:
    """
    Attributes:
        tokens (float): estimated tokens of the session before compaction
        probes (SessionEvalSessionProbes):
        skipped (list[SessionEvalSessionSkippedItem]): categories with no probes, and why
        summaries (list[EvalStrategy]):
    """

    tokens: float
    probes: SessionEvalSessionProbes
    skipped: list[SessionEvalSessionSkippedItem]
    summaries: list[EvalStrategy]

    def to_dict(self) -> dict[str, Any]:
        tokens = self.tokens

        probes = self.probes.to_dict()

        skipped = []
        for skipped_item_data in self.skipped:
            skipped_item = skipped_item_data.to_dict()
            skipped.append(skipped_item)

        summaries = []
        for summaries_item_data in self.summaries:
            summaries_item = summaries_item_data.to_dict()
            summaries.append(summaries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tokens": tokens,
                "probes": probes,
                "skipped": skipped,
                "summaries": summaries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.eval_strategy import EvalStrategy
        from ..models.session_eval_session_probes import SessionEvalSessionProbes
        from ..models.session_eval_session_skipped_item import SessionEvalSessionSkippedItem

        d = dict(src_dict)
        tokens = d.pop("tokens")

        probes = SessionEvalSessionProbes.from_dict(d.pop("probes"))

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = SessionEvalSessionSkippedItem.from_dict(skipped_item_data)

            skipped.append(skipped_item)

        summaries = []
        _summaries = d.pop("summaries")
        for summaries_item_data in _summaries:
            summaries_item = EvalStrategy.from_dict(summaries_item_data)

            summaries.append(summaries_item)

        session_eval_session = cls(
            tokens=tokens,
            probes=probes,
            skipped=skipped,
            summaries=summaries,
        )

        return session_eval_session

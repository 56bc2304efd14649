from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.eval_strategy_input import EvalStrategyInput
    from ..models.session_eval_input_session_probes import SessionEvalInputSessionProbes
    from ..models.session_eval_input_session_skipped_item import SessionEvalInputSessionSkippedItem


T = TypeVar("T", bound="SessionEvalInputSession")


@_attrs_define
class SessionEvalInputSession:
    """
    Attributes:
        tokens (float): estimated tokens of the session before compaction
        probes (SessionEvalInputSessionProbes):
        skipped (list[SessionEvalInputSessionSkippedItem]): categories with no probes, and why
        summaries (list[EvalStrategyInput]):
    """

    tokens: float
    probes: SessionEvalInputSessionProbes
    skipped: list[SessionEvalInputSessionSkippedItem]
    summaries: list[EvalStrategyInput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.eval_strategy_input import EvalStrategyInput
        from ..models.session_eval_input_session_probes import SessionEvalInputSessionProbes
        from ..models.session_eval_input_session_skipped_item import SessionEvalInputSessionSkippedItem

        d = dict(src_dict)
        tokens = d.pop("tokens")

        probes = SessionEvalInputSessionProbes.from_dict(d.pop("probes"))

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = SessionEvalInputSessionSkippedItem.from_dict(skipped_item_data)

            skipped.append(skipped_item)

        summaries = []
        _summaries = d.pop("summaries")
        for summaries_item_data in _summaries:
            summaries_item = EvalStrategyInput.from_dict(summaries_item_data)

            summaries.append(summaries_item)

        session_eval_input_session = cls(
            tokens=tokens,
            probes=probes,
            skipped=skipped,
            summaries=summaries,
        )

        session_eval_input_session.additional_properties = d
        return session_eval_input_session

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.session_audit_input_compactions_item import SessionAuditInputCompactionsItem
    from ..models.session_audit_input_series import SessionAuditInputSeries


T = TypeVar("T", bound="SessionAuditInput")


@_attrs_define
class SessionAuditInput:
    """
    Attributes:
        model (None | str): the session's model (setting, else its last assistant turn)
        context_window (int | None):
        threshold (int | None): context tokens above which a threshold compaction starts
        path_length (int): entries on the active path (root → leaf)
        leaf_id (None | str):
        series (SessionAuditInputSeries): context tokens after each path entry (index); thinned to at most 2000 points,
            compactions kept
        compactions (list[SessionAuditInputCompactionsItem]):
    """

    model: None | str
    context_window: int | None
    threshold: int | None
    path_length: int
    leaf_id: None | str
    series: SessionAuditInputSeries
    compactions: list[SessionAuditInputCompactionsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model: None | str
        model = self.model

        context_window: int | None
        context_window = self.context_window

        threshold: int | None
        threshold = self.threshold

        path_length = self.path_length

        leaf_id: None | str
        leaf_id = self.leaf_id

        series = self.series.to_dict()

        compactions = []
        for compactions_item_data in self.compactions:
            compactions_item = compactions_item_data.to_dict()
            compactions.append(compactions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
                "contextWindow": context_window,
                "threshold": threshold,
                "pathLength": path_length,
                "leafId": leaf_id,
                "series": series,
                "compactions": compactions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_audit_input_compactions_item import SessionAuditInputCompactionsItem
        from ..models.session_audit_input_series import SessionAuditInputSeries

        d = dict(src_dict)

        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))

        def _parse_context_window(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        context_window = _parse_context_window(d.pop("contextWindow"))

        def _parse_threshold(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        threshold = _parse_threshold(d.pop("threshold"))

        path_length = d.pop("pathLength")

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        series = SessionAuditInputSeries.from_dict(d.pop("series"))

        compactions = []
        _compactions = d.pop("compactions")
        for compactions_item_data in _compactions:
            compactions_item = SessionAuditInputCompactionsItem.from_dict(compactions_item_data)

            compactions.append(compactions_item)

        session_audit_input = cls(
            model=model,
            context_window=context_window,
            threshold=threshold,
            path_length=path_length,
            leaf_id=leaf_id,
            series=series,
            compactions=compactions,
        )

        session_audit_input.additional_properties = d
        return session_audit_input

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.session_eval_input_reader_kind import SessionEvalInputReaderKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionEvalInputReader")


@_attrs_define
class SessionEvalInputReader:
    """who answered the probes

    Attributes:
        kind (SessionEvalInputReaderKind):
        label (str):
        upper_bound (bool): true for the reference reader: it scores what the context contains, an upper bound of recall
        model (str | Unset):
        judge (str | Unset):
    """

    kind: SessionEvalInputReaderKind
    label: str
    upper_bound: bool
    model: str | Unset = UNSET
    judge: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        label = self.label

        upper_bound = self.upper_bound

        model = self.model

        judge = self.judge

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "label": label,
                "upperBound": upper_bound,
            }
        )
        if model is not UNSET:
            field_dict["model"] = model
        if judge is not UNSET:
            field_dict["judge"] = judge

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = SessionEvalInputReaderKind(d.pop("kind"))

        label = d.pop("label")

        upper_bound = d.pop("upperBound")

        model = d.pop("model", UNSET)

        judge = d.pop("judge", UNSET)

        session_eval_input_reader = cls(
            kind=kind,
            label=label,
            upper_bound=upper_bound,
            model=model,
            judge=judge,
        )

        session_eval_input_reader.additional_properties = d
        return session_eval_input_reader

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

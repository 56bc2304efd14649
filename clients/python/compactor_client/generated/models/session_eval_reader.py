from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.session_eval_reader_kind import SessionEvalReaderKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionEvalReader")


@_attrs_define
class SessionEvalReader:
    """who answered the probes

    Attributes:
        kind (SessionEvalReaderKind):
        label (str):
        upper_bound (bool): true for the reference reader: it scores what the context contains, an upper bound of recall
        model (str | Unset):
        judge (str | Unset):
    """

    kind: SessionEvalReaderKind
    label: str
    upper_bound: bool
    model: str | Unset = UNSET
    judge: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        label = self.label

        upper_bound = self.upper_bound

        model = self.model

        judge = self.judge

        field_dict: dict[str, Any] = {}

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
        kind = SessionEvalReaderKind(d.pop("kind"))

        label = d.pop("label")

        upper_bound = d.pop("upperBound")

        model = d.pop("model", UNSET)

        judge = d.pop("judge", UNSET)

        session_eval_reader = cls(
            kind=kind,
            label=label,
            upper_bound=upper_bound,
            model=model,
            judge=judge,
        )

        return session_eval_reader

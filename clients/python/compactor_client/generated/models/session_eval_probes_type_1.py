from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SessionEvalProbesType1")


@_attrs_define
class SessionEvalProbesType1:
    """
    Attributes:
        file (str):
        count (int):
    """

    file: str
    count: int

    def to_dict(self) -> dict[str, Any]:
        file = self.file

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "file": file,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file = d.pop("file")

        count = d.pop("count")

        session_eval_probes_type_1 = cls(
            file=file,
            count=count,
        )

        return session_eval_probes_type_1

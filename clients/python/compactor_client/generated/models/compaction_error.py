from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CompactionError")


@_attrs_define
class CompactionError:
    """
    Attributes:
        type_ (str):
        message (str):
    """

    type_: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        message = d.pop("message")

        compaction_error = cls(
            type_=type_,
            message=message,
        )

        return compaction_error

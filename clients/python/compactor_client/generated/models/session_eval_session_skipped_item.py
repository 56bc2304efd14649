from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.session_eval_session_skipped_item_category import SessionEvalSessionSkippedItemCategory

T = TypeVar("T", bound="SessionEvalSessionSkippedItem")


@_attrs_define
class SessionEvalSessionSkippedItem:
    """
    Attributes:
        category (SessionEvalSessionSkippedItemCategory):
        reason (str):
    """

    category: SessionEvalSessionSkippedItemCategory
    reason: str

    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category = SessionEvalSessionSkippedItemCategory(d.pop("category"))

        reason = d.pop("reason")

        session_eval_session_skipped_item = cls(
            category=category,
            reason=reason,
        )

        return session_eval_session_skipped_item

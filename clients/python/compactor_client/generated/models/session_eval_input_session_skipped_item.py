from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.session_eval_input_session_skipped_item_category import SessionEvalInputSessionSkippedItemCategory

T = TypeVar("T", bound="SessionEvalInputSessionSkippedItem")


@_attrs_define
class SessionEvalInputSessionSkippedItem:
    """
    Attributes:
        category (SessionEvalInputSessionSkippedItemCategory):
        reason (str):
    """

    category: SessionEvalInputSessionSkippedItemCategory
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        category = SessionEvalInputSessionSkippedItemCategory(d.pop("category"))

        reason = d.pop("reason")

        session_eval_input_session_skipped_item = cls(
            category=category,
            reason=reason,
        )

        session_eval_input_session_skipped_item.additional_properties = d
        return session_eval_input_session_skipped_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.purge_result_input_purged_item import PurgeResultInputPurgedItem


T = TypeVar("T", bound="PurgeResultInput")


@_attrs_define
class PurgeResultInput:
    """
    Attributes:
        deleted_before (str): an ISO 8601 instant
        purged (list[PurgeResultInputPurgedItem]):
    """

    deleted_before: str
    purged: list[PurgeResultInputPurgedItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deleted_before = self.deleted_before

        purged = []
        for purged_item_data in self.purged:
            purged_item = purged_item_data.to_dict()
            purged.append(purged_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deletedBefore": deleted_before,
                "purged": purged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.purge_result_input_purged_item import PurgeResultInputPurgedItem

        d = dict(src_dict)
        deleted_before = d.pop("deletedBefore")

        purged = []
        _purged = d.pop("purged")
        for purged_item_data in _purged:
            purged_item = PurgeResultInputPurgedItem.from_dict(purged_item_data)

            purged.append(purged_item)

        purge_result_input = cls(
            deleted_before=deleted_before,
            purged=purged,
        )

        purge_result_input.additional_properties = d
        return purge_result_input

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

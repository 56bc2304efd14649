from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.purge_result_purged_item import PurgeResultPurgedItem


T = TypeVar("T", bound="PurgeResult")


@_attrs_define
class PurgeResult:
    """
    Attributes:
        deleted_before (str): an ISO 8601 instant
        purged (list[PurgeResultPurgedItem]):
    """

    deleted_before: str
    purged: list[PurgeResultPurgedItem]

    def to_dict(self) -> dict[str, Any]:
        deleted_before = self.deleted_before

        purged = []
        for purged_item_data in self.purged:
            purged_item = purged_item_data.to_dict()
            purged.append(purged_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deletedBefore": deleted_before,
                "purged": purged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.purge_result_purged_item import PurgeResultPurgedItem

        d = dict(src_dict)
        deleted_before = d.pop("deletedBefore")

        purged = []
        _purged = d.pop("purged")
        for purged_item_data in _purged:
            purged_item = PurgeResultPurgedItem.from_dict(purged_item_data)

            purged.append(purged_item)

        purge_result = cls(
            deleted_before=deleted_before,
            purged=purged,
        )

        return purge_result

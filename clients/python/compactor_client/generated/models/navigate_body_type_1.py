from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NavigateBodyType1")


@_attrs_define
class NavigateBodyType1:
    """
    Attributes:
        entry_id (None): null makes the next append a new root (nothing is summarized)
        expected_leaf (None | str | Unset): the leaf the client expects; else 409
    """

    entry_id: None
    expected_leaf: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        entry_id = self.entry_id

        expected_leaf: None | str | Unset
        if isinstance(self.expected_leaf, Unset):
            expected_leaf = UNSET
        else:
            expected_leaf = self.expected_leaf

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entryId": entry_id,
            }
        )
        if expected_leaf is not UNSET:
            field_dict["expectedLeaf"] = expected_leaf

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entry_id = d.pop("entryId")

        def _parse_expected_leaf(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_leaf = _parse_expected_leaf(d.pop("expectedLeaf", UNSET))

        navigate_body_type_1 = cls(
            entry_id=entry_id,
            expected_leaf=expected_leaf,
        )

        return navigate_body_type_1

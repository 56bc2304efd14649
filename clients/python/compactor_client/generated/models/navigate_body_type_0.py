from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="NavigateBodyType0")


@_attrs_define
class NavigateBodyType0:
    """
    Attributes:
        entry_id (str): the new leaf
        expected_leaf (None | str | Unset): the leaf the client expects; else 409
        summarize (bool | Unset): summarize the abandoned branch into a branch_summary entry
        instructions (str | Unset): replaces the branch-summary prompt; implies summarize
    """

    entry_id: str
    expected_leaf: None | str | Unset = UNSET
    summarize: bool | Unset = UNSET
    instructions: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entry_id = self.entry_id

        expected_leaf: None | str | Unset
        if isinstance(self.expected_leaf, Unset):
            expected_leaf = UNSET
        else:
            expected_leaf = self.expected_leaf

        summarize = self.summarize

        instructions = self.instructions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entryId": entry_id,
            }
        )
        if expected_leaf is not UNSET:
            field_dict["expectedLeaf"] = expected_leaf
        if summarize is not UNSET:
            field_dict["summarize"] = summarize
        if instructions is not UNSET:
            field_dict["instructions"] = instructions

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

        summarize = d.pop("summarize", UNSET)

        instructions = d.pop("instructions", UNSET)

        navigate_body_type_0 = cls(
            entry_id=entry_id,
            expected_leaf=expected_leaf,
            summarize=summarize,
            instructions=instructions,
        )

        navigate_body_type_0.additional_properties = d
        return navigate_body_type_0

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

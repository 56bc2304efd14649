from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TreeNodesItem")


@_attrs_define
class TreeNodesItem:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        type_ (str):
        preview (str):
        label (str | Unset):
    """

    id: str
    parent_id: None | str
    type_: str
    preview: str
    label: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        type_ = self.type_

        preview = self.preview

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "type": type_,
                "preview": preview,
            }
        )
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        type_ = d.pop("type")

        preview = d.pop("preview")

        label = d.pop("label", UNSET)

        tree_nodes_item = cls(
            id=id,
            parent_id=parent_id,
            type_=type_,
            preview=preview,
            label=label,
        )

        return tree_nodes_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tree_input_nodes_item import TreeInputNodesItem


T = TypeVar("T", bound="TreeInput")


@_attrs_define
class TreeInput:
    """
    Attributes:
        leaf_id (None | str):
        nodes (list[TreeInputNodesItem]):
    """

    leaf_id: None | str
    nodes: list[TreeInputNodesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leaf_id: None | str
        leaf_id = self.leaf_id

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leafId": leaf_id,
                "nodes": nodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tree_input_nodes_item import TreeInputNodesItem

        d = dict(src_dict)

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = TreeInputNodesItem.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        tree_input = cls(
            leaf_id=leaf_id,
            nodes=nodes,
        )

        tree_input.additional_properties = d
        return tree_input

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

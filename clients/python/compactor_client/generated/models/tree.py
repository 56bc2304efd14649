from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tree_nodes_item import TreeNodesItem


T = TypeVar("T", bound="Tree")


@_attrs_define
class Tree:
    """
    Attributes:
        leaf_id (None | str):
        nodes (list[TreeNodesItem]):
    """

    leaf_id: None | str
    nodes: list[TreeNodesItem]

    def to_dict(self) -> dict[str, Any]:
        leaf_id: None | str
        leaf_id = self.leaf_id

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leafId": leaf_id,
                "nodes": nodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tree_nodes_item import TreeNodesItem

        d = dict(src_dict)

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = TreeNodesItem.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        tree = cls(
            leaf_id=leaf_id,
            nodes=nodes,
        )

        return tree

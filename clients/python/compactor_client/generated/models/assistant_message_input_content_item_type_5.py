from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AssistantMessageInputContentItemType5")


@_attrs_define
class AssistantMessageInputContentItemType5:
    """
    Attributes:
        type_ (Literal['anthropicServerTool']):
        block (Any):
    """

    type_: Literal["anthropicServerTool"]
    block: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        block = self.block

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "block": block,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["anthropicServerTool"], d.pop("type"))
        if type_ != "anthropicServerTool":
            raise ValueError(f"type must match const 'anthropicServerTool', got '{type_}'")

        block = d.pop("block")

        assistant_message_input_content_item_type_5 = cls(
            type_=type_,
            block=block,
        )

        assistant_message_input_content_item_type_5.additional_properties = d
        return assistant_message_input_content_item_type_5

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

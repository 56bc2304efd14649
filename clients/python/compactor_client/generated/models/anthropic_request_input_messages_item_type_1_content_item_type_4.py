from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.anthropic_request_input_messages_item_type_1_content_item_type_4_name import (
    AnthropicRequestInputMessagesItemType1ContentItemType4Name,
)

if TYPE_CHECKING:
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_4_input import (
        AnthropicRequestInputMessagesItemType1ContentItemType4Input,
    )


T = TypeVar("T", bound="AnthropicRequestInputMessagesItemType1ContentItemType4")


@_attrs_define
class AnthropicRequestInputMessagesItemType1ContentItemType4:
    """
    Attributes:
        type_ (Literal['server_tool_use']):
        id (str):
        name (AnthropicRequestInputMessagesItemType1ContentItemType4Name):
        input_ (AnthropicRequestInputMessagesItemType1ContentItemType4Input):
    """

    type_: Literal["server_tool_use"]
    id: str
    name: AnthropicRequestInputMessagesItemType1ContentItemType4Name
    input_: AnthropicRequestInputMessagesItemType1ContentItemType4Input
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        id = self.id

        name = self.name.value

        input_ = self.input_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "id": id,
                "name": name,
                "input": input_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_4_input import (
            AnthropicRequestInputMessagesItemType1ContentItemType4Input,
        )

        d = dict(src_dict)
        type_ = cast(Literal["server_tool_use"], d.pop("type"))
        if type_ != "server_tool_use":
            raise ValueError(f"type must match const 'server_tool_use', got '{type_}'")

        id = d.pop("id")

        name = AnthropicRequestInputMessagesItemType1ContentItemType4Name(d.pop("name"))

        input_ = AnthropicRequestInputMessagesItemType1ContentItemType4Input.from_dict(d.pop("input"))

        anthropic_request_input_messages_item_type_1_content_item_type_4 = cls(
            type_=type_,
            id=id,
            name=name,
            input_=input_,
        )

        anthropic_request_input_messages_item_type_1_content_item_type_4.additional_properties = d
        return anthropic_request_input_messages_item_type_1_content_item_type_4

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

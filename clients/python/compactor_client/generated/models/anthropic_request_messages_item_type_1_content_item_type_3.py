from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_request_messages_item_type_1_content_item_type_3_input import (
        AnthropicRequestMessagesItemType1ContentItemType3Input,
    )


T = TypeVar("T", bound="AnthropicRequestMessagesItemType1ContentItemType3")


@_attrs_define
class AnthropicRequestMessagesItemType1ContentItemType3:
    """
    Attributes:
        type_ (Literal['tool_use']):
        id (str):
        name (str):
        input_ (AnthropicRequestMessagesItemType1ContentItemType3Input):
    """

    type_: Literal["tool_use"]
    id: str
    name: str
    input_: AnthropicRequestMessagesItemType1ContentItemType3Input

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        id = self.id

        name = self.name

        input_ = self.input_.to_dict()

        field_dict: dict[str, Any] = {}

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
        from ..models.anthropic_request_messages_item_type_1_content_item_type_3_input import (
            AnthropicRequestMessagesItemType1ContentItemType3Input,
        )

        d = dict(src_dict)
        type_ = cast(Literal["tool_use"], d.pop("type"))
        if type_ != "tool_use":
            raise ValueError(f"type must match const 'tool_use', got '{type_}'")

        id = d.pop("id")

        name = d.pop("name")

        input_ = AnthropicRequestMessagesItemType1ContentItemType3Input.from_dict(d.pop("input"))

        anthropic_request_messages_item_type_1_content_item_type_3 = cls(
            type_=type_,
            id=id,
            name=name,
            input_=input_,
        )

        return anthropic_request_messages_item_type_1_content_item_type_3

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnthropicTurnInputItemContentType1Item")


@_attrs_define
class AnthropicTurnInputItemContentType1Item:
    """
    Attributes:
        type_ (str):
    """

    type_: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        anthropic_turn_input_item_content_type_1_item = cls(
            type_=type_,
        )

        return anthropic_turn_input_item_content_type_1_item

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiResponsesTurnResponseOutputItem")


@_attrs_define
class OpenAiResponsesTurnResponseOutputItem:
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

        open_ai_responses_turn_response_output_item = cls(
            type_=type_,
        )

        return open_ai_responses_turn_response_output_item

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType3")


@_attrs_define
class OpenAiResponsesRequestInputItemType3:
    """
    Attributes:
        type_ (Literal['custom_tool_call']):
        call_id (str):
        name (str):
        input_ (str):
    """

    type_: Literal["custom_tool_call"]
    call_id: str
    name: str
    input_: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        call_id = self.call_id

        name = self.name

        input_ = self.input_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "call_id": call_id,
                "name": name,
                "input": input_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["custom_tool_call"], d.pop("type"))
        if type_ != "custom_tool_call":
            raise ValueError(f"type must match const 'custom_tool_call', got '{type_}'")

        call_id = d.pop("call_id")

        name = d.pop("name")

        input_ = d.pop("input")

        open_ai_responses_request_input_item_type_3 = cls(
            type_=type_,
            call_id=call_id,
            name=name,
            input_=input_,
        )

        return open_ai_responses_request_input_item_type_3

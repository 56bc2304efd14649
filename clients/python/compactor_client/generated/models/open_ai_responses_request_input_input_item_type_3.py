from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OpenAiResponsesRequestInputInputItemType3")


@_attrs_define
class OpenAiResponsesRequestInputInputItemType3:
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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        call_id = self.call_id

        name = self.name

        input_ = self.input_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        open_ai_responses_request_input_input_item_type_3 = cls(
            type_=type_,
            call_id=call_id,
            name=name,
            input_=input_,
        )

        open_ai_responses_request_input_input_item_type_3.additional_properties = d
        return open_ai_responses_request_input_input_item_type_3

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

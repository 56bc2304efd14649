from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AssistantMessageInputContentItemType2")


@_attrs_define
class AssistantMessageInputContentItemType2:
    """
    Attributes:
        type_ (Literal['redactedThinking']):
        data (str):
    """

    type_: Literal["redactedThinking"]
    data: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        data = self.data

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["redactedThinking"], d.pop("type"))
        if type_ != "redactedThinking":
            raise ValueError(f"type must match const 'redactedThinking', got '{type_}'")

        data = d.pop("data")

        assistant_message_input_content_item_type_2 = cls(
            type_=type_,
            data=data,
        )

        assistant_message_input_content_item_type_2.additional_properties = d
        return assistant_message_input_content_item_type_2

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeveloperMessageInputContentType1ItemType0")


@_attrs_define
class DeveloperMessageInputContentType1ItemType0:
    """
    Attributes:
        type_ (Literal['text']):
        text (str):
        text_signature (str | Unset):
    """

    type_: Literal["text"]
    text: str
    text_signature: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        text = self.text

        text_signature = self.text_signature

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "text": text,
            }
        )
        if text_signature is not UNSET:
            field_dict["textSignature"] = text_signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["text"], d.pop("type"))
        if type_ != "text":
            raise ValueError(f"type must match const 'text', got '{type_}'")

        text = d.pop("text")

        text_signature = d.pop("textSignature", UNSET)

        developer_message_input_content_type_1_item_type_0 = cls(
            type_=type_,
            text=text,
            text_signature=text_signature,
        )

        developer_message_input_content_type_1_item_type_0.additional_properties = d
        return developer_message_input_content_type_1_item_type_0

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

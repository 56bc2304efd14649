from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1")


@_attrs_define
class AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1:
    """
    Attributes:
        type_ (Literal['url']):
        url (str):
    """

    type_: Literal["url"]
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["url"], d.pop("type"))
        if type_ != "url":
            raise ValueError(f"type must match const 'url', got '{type_}'")

        url = d.pop("url")

        anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1 = cls(
            type_=type_,
            url=url,
        )

        anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1.additional_properties = d
        return anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1

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

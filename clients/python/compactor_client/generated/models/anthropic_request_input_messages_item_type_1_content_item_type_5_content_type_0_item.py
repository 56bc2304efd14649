from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item")


@_attrs_define
class AnthropicRequestInputMessagesItemType1ContentItemType5ContentType0Item:
    """
    Attributes:
        type_ (Literal['web_search_result']):
        url (str):
        title (str):
        encrypted_content (str):
        page_age (str | Unset):
    """

    type_: Literal["web_search_result"]
    url: str
    title: str
    encrypted_content: str
    page_age: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        url = self.url

        title = self.title

        encrypted_content = self.encrypted_content

        page_age = self.page_age

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "url": url,
                "title": title,
                "encrypted_content": encrypted_content,
            }
        )
        if page_age is not UNSET:
            field_dict["page_age"] = page_age

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["web_search_result"], d.pop("type"))
        if type_ != "web_search_result":
            raise ValueError(f"type must match const 'web_search_result', got '{type_}'")

        url = d.pop("url")

        title = d.pop("title")

        encrypted_content = d.pop("encrypted_content")

        page_age = d.pop("page_age", UNSET)

        anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_0_item = cls(
            type_=type_,
            url=url,
            title=title,
            encrypted_content=encrypted_content,
            page_age=page_age,
        )

        anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_0_item.additional_properties = d
        return anthropic_request_input_messages_item_type_1_content_item_type_5_content_type_0_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnthropicRequestMessagesItemType1ContentItemType5ContentType0Item")


@_attrs_define
class AnthropicRequestMessagesItemType1ContentItemType5ContentType0Item:
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

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        url = self.url

        title = self.title

        encrypted_content = self.encrypted_content

        page_age = self.page_age

        field_dict: dict[str, Any] = {}

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

        anthropic_request_messages_item_type_1_content_item_type_5_content_type_0_item = cls(
            type_=type_,
            url=url,
            title=title,
            encrypted_content=encrypted_content,
            page_age=page_age,
        )

        return anthropic_request_messages_item_type_1_content_item_type_5_content_type_0_item

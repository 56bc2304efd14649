from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1_image_url_detail import (
    OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrlDetail,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl")


@_attrs_define
class OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl:
    """
    Attributes:
        url (str):
        detail (OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrlDetail | Unset):
    """

    url: str
    detail: OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrlDetail | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        detail: str | Unset = UNSET
        if not isinstance(self.detail, Unset):
            detail = self.detail.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        _detail = d.pop("detail", UNSET)
        detail: OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrlDetail | Unset
        if isinstance(_detail, Unset):
            detail = UNSET
        else:
            detail = OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrlDetail(_detail)

        open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1_image_url = cls(
            url=url,
            detail=detail,
        )

        return open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1_image_url

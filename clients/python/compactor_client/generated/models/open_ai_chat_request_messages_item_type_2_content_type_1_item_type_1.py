from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1_image_url import (
        OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl,
    )


T = TypeVar("T", bound="OpenAiChatRequestMessagesItemType2ContentType1ItemType1")


@_attrs_define
class OpenAiChatRequestMessagesItemType2ContentType1ItemType1:
    """
    Attributes:
        type_ (Literal['image_url']):
        image_url (OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl):
    """

    type_: Literal["image_url"]
    image_url: OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        image_url = self.image_url.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "image_url": image_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1_image_url import (
            OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl,
        )

        d = dict(src_dict)
        type_ = cast(Literal["image_url"], d.pop("type"))
        if type_ != "image_url":
            raise ValueError(f"type must match const 'image_url', got '{type_}'")

        image_url = OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrl.from_dict(d.pop("image_url"))

        open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1 = cls(
            type_=type_,
            image_url=image_url,
        )

        return open_ai_chat_request_messages_item_type_2_content_type_1_item_type_1

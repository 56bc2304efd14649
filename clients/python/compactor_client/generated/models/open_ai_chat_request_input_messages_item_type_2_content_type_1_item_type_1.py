from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_input_messages_item_type_2_content_type_1_item_type_1_image_url import (
        OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1ImageUrl,
    )


T = TypeVar("T", bound="OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1")


@_attrs_define
class OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1:
    """
    Attributes:
        type_ (Literal['image_url']):
        image_url (OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1ImageUrl):
    """

    type_: Literal["image_url"]
    image_url: OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1ImageUrl
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        image_url = self.image_url.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "image_url": image_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_input_messages_item_type_2_content_type_1_item_type_1_image_url import (
            OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1ImageUrl,
        )

        d = dict(src_dict)
        type_ = cast(Literal["image_url"], d.pop("type"))
        if type_ != "image_url":
            raise ValueError(f"type must match const 'image_url', got '{type_}'")

        image_url = OpenAiChatRequestInputMessagesItemType2ContentType1ItemType1ImageUrl.from_dict(d.pop("image_url"))

        open_ai_chat_request_input_messages_item_type_2_content_type_1_item_type_1 = cls(
            type_=type_,
            image_url=image_url,
        )

        open_ai_chat_request_input_messages_item_type_2_content_type_1_item_type_1.additional_properties = d
        return open_ai_chat_request_input_messages_item_type_2_content_type_1_item_type_1

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

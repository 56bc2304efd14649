from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.open_ai_responses_request_input_item_type_0_content_item_type_1_detail import (
    OpenAiResponsesRequestInputItemType0ContentItemType1Detail,
)

T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType0ContentItemType1")


@_attrs_define
class OpenAiResponsesRequestInputItemType0ContentItemType1:
    """
    Attributes:
        type_ (Literal['input_image']):
        image_url (str):
        detail (OpenAiResponsesRequestInputItemType0ContentItemType1Detail):
    """

    type_: Literal["input_image"]
    image_url: str
    detail: OpenAiResponsesRequestInputItemType0ContentItemType1Detail

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        image_url = self.image_url

        detail = self.detail.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "image_url": image_url,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["input_image"], d.pop("type"))
        if type_ != "input_image":
            raise ValueError(f"type must match const 'input_image', got '{type_}'")

        image_url = d.pop("image_url")

        detail = OpenAiResponsesRequestInputItemType0ContentItemType1Detail(d.pop("detail"))

        open_ai_responses_request_input_item_type_0_content_item_type_1 = cls(
            type_=type_,
            image_url=image_url,
            detail=detail,
        )

        return open_ai_responses_request_input_item_type_0_content_item_type_1

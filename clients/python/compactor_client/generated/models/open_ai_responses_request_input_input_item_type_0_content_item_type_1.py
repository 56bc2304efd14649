from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.open_ai_responses_request_input_input_item_type_0_content_item_type_1_detail import (
    OpenAiResponsesRequestInputInputItemType0ContentItemType1Detail,
)

T = TypeVar("T", bound="OpenAiResponsesRequestInputInputItemType0ContentItemType1")


@_attrs_define
class OpenAiResponsesRequestInputInputItemType0ContentItemType1:
    """
    Attributes:
        type_ (Literal['input_image']):
        image_url (str):
        detail (OpenAiResponsesRequestInputInputItemType0ContentItemType1Detail):
    """

    type_: Literal["input_image"]
    image_url: str
    detail: OpenAiResponsesRequestInputInputItemType0ContentItemType1Detail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        image_url = self.image_url

        detail = self.detail.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        detail = OpenAiResponsesRequestInputInputItemType0ContentItemType1Detail(d.pop("detail"))

        open_ai_responses_request_input_input_item_type_0_content_item_type_1 = cls(
            type_=type_,
            image_url=image_url,
            detail=detail,
        )

        open_ai_responses_request_input_input_item_type_0_content_item_type_1.additional_properties = d
        return open_ai_responses_request_input_input_item_type_0_content_item_type_1

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AssistantMessageContentItemType4")


@_attrs_define
class AssistantMessageContentItemType4:
    """
    Attributes:
        type_ (Literal['image']):
        data (str):
        mime_type (str):
        detail (str | Unset):
        url (str | Unset):
        provider_file (Any | Unset):
    """

    type_: Literal["image"]
    data: str
    mime_type: str
    detail: str | Unset = UNSET
    url: str | Unset = UNSET
    provider_file: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        data = self.data

        mime_type = self.mime_type

        detail = self.detail

        url = self.url

        provider_file = self.provider_file

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "data": data,
                "mimeType": mime_type,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if url is not UNSET:
            field_dict["url"] = url
        if provider_file is not UNSET:
            field_dict["providerFile"] = provider_file

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["image"], d.pop("type"))
        if type_ != "image":
            raise ValueError(f"type must match const 'image', got '{type_}'")

        data = d.pop("data")

        mime_type = d.pop("mimeType")

        detail = d.pop("detail", UNSET)

        url = d.pop("url", UNSET)

        provider_file = d.pop("providerFile", UNSET)

        assistant_message_content_item_type_4 = cls(
            type_=type_,
            data=data,
            mime_type=mime_type,
            detail=detail,
            url=url,
            provider_file=provider_file,
        )

        assistant_message_content_item_type_4.additional_properties = d
        return assistant_message_content_item_type_4

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.file_mention_message_input_files_item_image import FileMentionMessageInputFilesItemImage


T = TypeVar("T", bound="FileMentionMessageInputFilesItem")


@_attrs_define
class FileMentionMessageInputFilesItem:
    """
    Attributes:
        path (str):
        content (str):
        line_count (float | Unset):
        byte_size (float | Unset):
        skipped_reason (str | Unset):
        image (FileMentionMessageInputFilesItemImage | Unset):
    """

    path: str
    content: str
    line_count: float | Unset = UNSET
    byte_size: float | Unset = UNSET
    skipped_reason: str | Unset = UNSET
    image: FileMentionMessageInputFilesItemImage | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        content = self.content

        line_count = self.line_count

        byte_size = self.byte_size

        skipped_reason = self.skipped_reason

        image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "content": content,
            }
        )
        if line_count is not UNSET:
            field_dict["lineCount"] = line_count
        if byte_size is not UNSET:
            field_dict["byteSize"] = byte_size
        if skipped_reason is not UNSET:
            field_dict["skippedReason"] = skipped_reason
        if image is not UNSET:
            field_dict["image"] = image

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.file_mention_message_input_files_item_image import FileMentionMessageInputFilesItemImage

        d = dict(src_dict)
        path = d.pop("path")

        content = d.pop("content")

        line_count = d.pop("lineCount", UNSET)

        byte_size = d.pop("byteSize", UNSET)

        skipped_reason = d.pop("skippedReason", UNSET)

        _image = d.pop("image", UNSET)
        image: FileMentionMessageInputFilesItemImage | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = FileMentionMessageInputFilesItemImage.from_dict(_image)

        file_mention_message_input_files_item = cls(
            path=path,
            content=content,
            line_count=line_count,
            byte_size=byte_size,
            skipped_reason=skipped_reason,
            image=image,
        )

        file_mention_message_input_files_item.additional_properties = d
        return file_mention_message_input_files_item

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

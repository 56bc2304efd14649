from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.file_mention_message_input_files_item import FileMentionMessageInputFilesItem


T = TypeVar("T", bound="FileMentionMessageInput")


@_attrs_define
class FileMentionMessageInput:
    """
    Attributes:
        role (Literal['fileMention']):
        files (list[FileMentionMessageInputFilesItem]):
        timestamp (float):
    """

    role: Literal["fileMention"]
    files: list[FileMentionMessageInputFilesItem]
    timestamp: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        timestamp = self.timestamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "files": files,
                "timestamp": timestamp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.file_mention_message_input_files_item import FileMentionMessageInputFilesItem

        d = dict(src_dict)
        role = cast(Literal["fileMention"], d.pop("role"))
        if role != "fileMention":
            raise ValueError(f"role must match const 'fileMention', got '{role}'")

        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = FileMentionMessageInputFilesItem.from_dict(files_item_data)

            files.append(files_item)

        timestamp = d.pop("timestamp")

        file_mention_message_input = cls(
            role=role,
            files=files,
            timestamp=timestamp,
        )

        file_mention_message_input.additional_properties = d
        return file_mention_message_input

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

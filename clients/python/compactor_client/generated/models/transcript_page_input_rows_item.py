from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TranscriptPageInputRowsItem")


@_attrs_define
class TranscriptPageInputRowsItem:
    """
    Attributes:
        index (int):
        id (str):
        type_ (str):
        role (None | str):
        preview (str):
        tokens (int):
    """

    index: int
    id: str
    type_: str
    role: None | str
    preview: str
    tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        id = self.id

        type_ = self.type_

        role: None | str
        role = self.role

        preview = self.preview

        tokens = self.tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "id": id,
                "type": type_,
                "role": role,
                "preview": preview,
                "tokens": tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        id = d.pop("id")

        type_ = d.pop("type")

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))

        preview = d.pop("preview")

        tokens = d.pop("tokens")

        transcript_page_input_rows_item = cls(
            index=index,
            id=id,
            type_=type_,
            role=role,
            preview=preview,
            tokens=tokens,
        )

        transcript_page_input_rows_item.additional_properties = d
        return transcript_page_input_rows_item

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

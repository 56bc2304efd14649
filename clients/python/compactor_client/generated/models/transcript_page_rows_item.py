from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TranscriptPageRowsItem")


@_attrs_define
class TranscriptPageRowsItem:
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

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        id = self.id

        type_ = self.type_

        role: None | str
        role = self.role

        preview = self.preview

        tokens = self.tokens

        field_dict: dict[str, Any] = {}

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

        transcript_page_rows_item = cls(
            index=index,
            id=id,
            type_=type_,
            role=role,
            preview=preview,
            tokens=tokens,
        )

        return transcript_page_rows_item

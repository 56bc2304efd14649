from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType6")


@_attrs_define
class OpenAiResponsesRequestInputItemType6:
    """
    Attributes:
        type_ (Literal['compaction']):
        encrypted_content (str):
    """

    type_: Literal["compaction"]
    encrypted_content: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        encrypted_content = self.encrypted_content

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "encrypted_content": encrypted_content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["compaction"], d.pop("type"))
        if type_ != "compaction":
            raise ValueError(f"type must match const 'compaction', got '{type_}'")

        encrypted_content = d.pop("encrypted_content")

        open_ai_responses_request_input_item_type_6 = cls(
            type_=type_,
            encrypted_content=encrypted_content,
        )

        return open_ai_responses_request_input_item_type_6

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnthropicRequestMessagesItemType1ContentItemType6")


@_attrs_define
class AnthropicRequestMessagesItemType1ContentItemType6:
    """a server-side compaction block: send it through the beta route with compact-2026-01-12

    Attributes:
        type_ (Literal['compaction']):
        content (str):
        encrypted_content (None | str | Unset):
        signature (None | str | Unset):
    """

    type_: Literal["compaction"]
    content: str
    encrypted_content: None | str | Unset = UNSET
    signature: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        content = self.content

        encrypted_content: None | str | Unset
        if isinstance(self.encrypted_content, Unset):
            encrypted_content = UNSET
        else:
            encrypted_content = self.encrypted_content

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "content": content,
            }
        )
        if encrypted_content is not UNSET:
            field_dict["encrypted_content"] = encrypted_content
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["compaction"], d.pop("type"))
        if type_ != "compaction":
            raise ValueError(f"type must match const 'compaction', got '{type_}'")

        content = d.pop("content")

        def _parse_encrypted_content(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        encrypted_content = _parse_encrypted_content(d.pop("encrypted_content", UNSET))

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        anthropic_request_messages_item_type_1_content_item_type_6 = cls(
            type_=type_,
            content=content,
            encrypted_content=encrypted_content,
            signature=signature,
        )

        return anthropic_request_messages_item_type_1_content_item_type_6

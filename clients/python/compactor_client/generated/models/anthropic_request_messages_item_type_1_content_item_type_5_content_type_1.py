from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.anthropic_request_messages_item_type_1_content_item_type_5_content_type_1_error_code import (
    AnthropicRequestMessagesItemType1ContentItemType5ContentType1ErrorCode,
)

T = TypeVar("T", bound="AnthropicRequestMessagesItemType1ContentItemType5ContentType1")


@_attrs_define
class AnthropicRequestMessagesItemType1ContentItemType5ContentType1:
    """
    Attributes:
        type_ (Literal['web_search_tool_result_error']):
        error_code (AnthropicRequestMessagesItemType1ContentItemType5ContentType1ErrorCode):
    """

    type_: Literal["web_search_tool_result_error"]
    error_code: AnthropicRequestMessagesItemType1ContentItemType5ContentType1ErrorCode

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        error_code = self.error_code.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "error_code": error_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["web_search_tool_result_error"], d.pop("type"))
        if type_ != "web_search_tool_result_error":
            raise ValueError(f"type must match const 'web_search_tool_result_error', got '{type_}'")

        error_code = AnthropicRequestMessagesItemType1ContentItemType5ContentType1ErrorCode(d.pop("error_code"))

        anthropic_request_messages_item_type_1_content_item_type_5_content_type_1 = cls(
            type_=type_,
            error_code=error_code,
        )

        return anthropic_request_messages_item_type_1_content_item_type_5_content_type_1

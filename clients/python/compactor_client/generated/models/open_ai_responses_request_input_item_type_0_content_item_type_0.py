from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType0ContentItemType0")


@_attrs_define
class OpenAiResponsesRequestInputItemType0ContentItemType0:
    """
    Attributes:
        type_ (Literal['input_text']):
        text (str):
    """

    type_: Literal["input_text"]
    text: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["input_text"], d.pop("type"))
        if type_ != "input_text":
            raise ValueError(f"type must match const 'input_text', got '{type_}'")

        text = d.pop("text")

        open_ai_responses_request_input_item_type_0_content_item_type_0 = cls(
            type_=type_,
            text=text,
        )

        return open_ai_responses_request_input_item_type_0_content_item_type_0

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType5SummaryItem")


@_attrs_define
class OpenAiResponsesRequestInputItemType5SummaryItem:
    """
    Attributes:
        type_ (Literal['summary_text']):
        text (str):
    """

    type_: Literal["summary_text"]
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
        type_ = cast(Literal["summary_text"], d.pop("type"))
        if type_ != "summary_text":
            raise ValueError(f"type must match const 'summary_text', got '{type_}'")

        text = d.pop("text")

        open_ai_responses_request_input_item_type_5_summary_item = cls(
            type_=type_,
            text=text,
        )

        return open_ai_responses_request_input_item_type_5_summary_item

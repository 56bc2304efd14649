from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_input_item_type_5_content_item import (
        OpenAiResponsesRequestInputItemType5ContentItem,
    )
    from ..models.open_ai_responses_request_input_item_type_5_summary_item import (
        OpenAiResponsesRequestInputItemType5SummaryItem,
    )


T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType5")


@_attrs_define
class OpenAiResponsesRequestInputItemType5:
    """
    Attributes:
        type_ (Literal['reasoning']):
        id (str):
        summary (list[OpenAiResponsesRequestInputItemType5SummaryItem]):
        encrypted_content (str):
        content (list[OpenAiResponsesRequestInputItemType5ContentItem] | Unset):
    """

    type_: Literal["reasoning"]
    id: str
    summary: list[OpenAiResponsesRequestInputItemType5SummaryItem]
    encrypted_content: str
    content: list[OpenAiResponsesRequestInputItemType5ContentItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        id = self.id

        summary = []
        for summary_item_data in self.summary:
            summary_item = summary_item_data.to_dict()
            summary.append(summary_item)

        encrypted_content = self.encrypted_content

        content: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.content, Unset):
            content = []
            for content_item_data in self.content:
                content_item = content_item_data.to_dict()
                content.append(content_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "id": id,
                "summary": summary,
                "encrypted_content": encrypted_content,
            }
        )
        if content is not UNSET:
            field_dict["content"] = content

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_responses_request_input_item_type_5_content_item import (
            OpenAiResponsesRequestInputItemType5ContentItem,
        )
        from ..models.open_ai_responses_request_input_item_type_5_summary_item import (
            OpenAiResponsesRequestInputItemType5SummaryItem,
        )

        d = dict(src_dict)
        type_ = cast(Literal["reasoning"], d.pop("type"))
        if type_ != "reasoning":
            raise ValueError(f"type must match const 'reasoning', got '{type_}'")

        id = d.pop("id")

        summary = []
        _summary = d.pop("summary")
        for summary_item_data in _summary:
            summary_item = OpenAiResponsesRequestInputItemType5SummaryItem.from_dict(summary_item_data)

            summary.append(summary_item)

        encrypted_content = d.pop("encrypted_content")

        _content = d.pop("content", UNSET)
        content: list[OpenAiResponsesRequestInputItemType5ContentItem] | Unset = UNSET
        if _content is not UNSET:
            content = []
            for content_item_data in _content:
                content_item = OpenAiResponsesRequestInputItemType5ContentItem.from_dict(content_item_data)

                content.append(content_item)

        open_ai_responses_request_input_item_type_5 = cls(
            type_=type_,
            id=id,
            summary=summary,
            encrypted_content=encrypted_content,
            content=content,
        )

        return open_ai_responses_request_input_item_type_5

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_input_input_item_type_5_content_item import (
        OpenAiResponsesRequestInputInputItemType5ContentItem,
    )
    from ..models.open_ai_responses_request_input_input_item_type_5_summary_item import (
        OpenAiResponsesRequestInputInputItemType5SummaryItem,
    )


T = TypeVar("T", bound="OpenAiResponsesRequestInputInputItemType5")


@_attrs_define
class OpenAiResponsesRequestInputInputItemType5:
    """
    Attributes:
        type_ (Literal['reasoning']):
        id (str):
        summary (list[OpenAiResponsesRequestInputInputItemType5SummaryItem]):
        encrypted_content (str):
        content (list[OpenAiResponsesRequestInputInputItemType5ContentItem] | Unset):
    """

    type_: Literal["reasoning"]
    id: str
    summary: list[OpenAiResponsesRequestInputInputItemType5SummaryItem]
    encrypted_content: str
    content: list[OpenAiResponsesRequestInputInputItemType5ContentItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.open_ai_responses_request_input_input_item_type_5_content_item import (
            OpenAiResponsesRequestInputInputItemType5ContentItem,
        )
        from ..models.open_ai_responses_request_input_input_item_type_5_summary_item import (
            OpenAiResponsesRequestInputInputItemType5SummaryItem,
        )

        d = dict(src_dict)
        type_ = cast(Literal["reasoning"], d.pop("type"))
        if type_ != "reasoning":
            raise ValueError(f"type must match const 'reasoning', got '{type_}'")

        id = d.pop("id")

        summary = []
        _summary = d.pop("summary")
        for summary_item_data in _summary:
            summary_item = OpenAiResponsesRequestInputInputItemType5SummaryItem.from_dict(summary_item_data)

            summary.append(summary_item)

        encrypted_content = d.pop("encrypted_content")

        _content = d.pop("content", UNSET)
        content: list[OpenAiResponsesRequestInputInputItemType5ContentItem] | Unset = UNSET
        if _content is not UNSET:
            content = []
            for content_item_data in _content:
                content_item = OpenAiResponsesRequestInputInputItemType5ContentItem.from_dict(content_item_data)

                content.append(content_item)

        open_ai_responses_request_input_input_item_type_5 = cls(
            type_=type_,
            id=id,
            summary=summary,
            encrypted_content=encrypted_content,
            content=content,
        )

        open_ai_responses_request_input_input_item_type_5.additional_properties = d
        return open_ai_responses_request_input_input_item_type_5

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

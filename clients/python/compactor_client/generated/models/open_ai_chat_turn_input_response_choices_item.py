from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_input_response_choices_item_message import (
        OpenAiChatTurnInputResponseChoicesItemMessage,
    )


T = TypeVar("T", bound="OpenAiChatTurnInputResponseChoicesItem")


@_attrs_define
class OpenAiChatTurnInputResponseChoicesItem:
    """
    Attributes:
        index (int):
        message (OpenAiChatTurnInputResponseChoicesItemMessage):
        finish_reason (None | str):
    """

    index: int
    message: OpenAiChatTurnInputResponseChoicesItemMessage
    finish_reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        message = self.message.to_dict()

        finish_reason: None | str
        finish_reason = self.finish_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "message": message,
                "finish_reason": finish_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_turn_input_response_choices_item_message import (
            OpenAiChatTurnInputResponseChoicesItemMessage,
        )

        d = dict(src_dict)
        index = d.pop("index")

        message = OpenAiChatTurnInputResponseChoicesItemMessage.from_dict(d.pop("message"))

        def _parse_finish_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finish_reason = _parse_finish_reason(d.pop("finish_reason"))

        open_ai_chat_turn_input_response_choices_item = cls(
            index=index,
            message=message,
            finish_reason=finish_reason,
        )

        open_ai_chat_turn_input_response_choices_item.additional_properties = d
        return open_ai_chat_turn_input_response_choices_item

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

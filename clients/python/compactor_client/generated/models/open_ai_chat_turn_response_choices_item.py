from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_response_choices_item_message import OpenAiChatTurnResponseChoicesItemMessage


T = TypeVar("T", bound="OpenAiChatTurnResponseChoicesItem")


@_attrs_define
class OpenAiChatTurnResponseChoicesItem:
    """
    Attributes:
        index (int):
        message (OpenAiChatTurnResponseChoicesItemMessage):
        finish_reason (None | str):
    """

    index: int
    message: OpenAiChatTurnResponseChoicesItemMessage
    finish_reason: None | str

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        message = self.message.to_dict()

        finish_reason: None | str
        finish_reason = self.finish_reason

        field_dict: dict[str, Any] = {}

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
        from ..models.open_ai_chat_turn_response_choices_item_message import OpenAiChatTurnResponseChoicesItemMessage

        d = dict(src_dict)
        index = d.pop("index")

        message = OpenAiChatTurnResponseChoicesItemMessage.from_dict(d.pop("message"))

        def _parse_finish_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finish_reason = _parse_finish_reason(d.pop("finish_reason"))

        open_ai_chat_turn_response_choices_item = cls(
            index=index,
            message=message,
            finish_reason=finish_reason,
        )

        return open_ai_chat_turn_response_choices_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_error import OpenAiChatTurnError
    from ..models.open_ai_chat_turn_input_item import OpenAiChatTurnInputItem
    from ..models.open_ai_chat_turn_response import OpenAiChatTurnResponse


T = TypeVar("T", bound="OpenAiChatTurn")


@_attrs_define
class OpenAiChatTurn:
    """
    Attributes:
        format_ (Literal['openai-chat']):
        input_ (list[OpenAiChatTurnInputItem] | Unset): what the host added to its request since the last turn
        response (OpenAiChatTurnResponse | Unset): a ChatCompletion
        error (OpenAiChatTurnError | Unset): a failed provider call: a context overflow starts an overflow compaction
            (auto-compaction on)
    """

    format_: Literal["openai-chat"]
    input_: list[OpenAiChatTurnInputItem] | Unset = UNSET
    response: OpenAiChatTurnResponse | Unset = UNSET
    error: OpenAiChatTurnError | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        input_: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.input_, Unset):
            input_ = []
            for input_item_data in self.input_:
                input_item = input_item_data.to_dict()
                input_.append(input_item)

        response: dict[str, Any] | Unset = UNSET
        if not isinstance(self.response, Unset):
            response = self.response.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
            }
        )
        if input_ is not UNSET:
            field_dict["input"] = input_
        if response is not UNSET:
            field_dict["response"] = response
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_turn_error import OpenAiChatTurnError
        from ..models.open_ai_chat_turn_input_item import OpenAiChatTurnInputItem
        from ..models.open_ai_chat_turn_response import OpenAiChatTurnResponse

        d = dict(src_dict)
        format_ = cast(Literal["openai-chat"], d.pop("format"))
        if format_ != "openai-chat":
            raise ValueError(f"format must match const 'openai-chat', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: list[OpenAiChatTurnInputItem] | Unset = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:
                input_item = OpenAiChatTurnInputItem.from_dict(input_item_data)

                input_.append(input_item)

        _response = d.pop("response", UNSET)
        response: OpenAiChatTurnResponse | Unset
        if isinstance(_response, Unset):
            response = UNSET
        else:
            response = OpenAiChatTurnResponse.from_dict(_response)

        _error = d.pop("error", UNSET)
        error: OpenAiChatTurnError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = OpenAiChatTurnError.from_dict(_error)

        open_ai_chat_turn = cls(
            format_=format_,
            input_=input_,
            response=response,
            error=error,
        )

        return open_ai_chat_turn

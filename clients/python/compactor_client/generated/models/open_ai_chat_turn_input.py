from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_input_error import OpenAiChatTurnInputError
    from ..models.open_ai_chat_turn_input_input_item import OpenAiChatTurnInputInputItem
    from ..models.open_ai_chat_turn_input_response import OpenAiChatTurnInputResponse


T = TypeVar("T", bound="OpenAiChatTurnInput")


@_attrs_define
class OpenAiChatTurnInput:
    """
    Attributes:
        format_ (Literal['openai-chat']):
        input_ (list[OpenAiChatTurnInputInputItem] | Unset): what the host added to its request since the last turn
        response (OpenAiChatTurnInputResponse | Unset): a ChatCompletion
        error (OpenAiChatTurnInputError | Unset): a failed provider call: a context overflow starts an overflow
            compaction (auto-compaction on)
    """

    format_: Literal["openai-chat"]
    input_: list[OpenAiChatTurnInputInputItem] | Unset = UNSET
    response: OpenAiChatTurnInputResponse | Unset = UNSET
    error: OpenAiChatTurnInputError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.open_ai_chat_turn_input_error import OpenAiChatTurnInputError
        from ..models.open_ai_chat_turn_input_input_item import OpenAiChatTurnInputInputItem
        from ..models.open_ai_chat_turn_input_response import OpenAiChatTurnInputResponse

        d = dict(src_dict)
        format_ = cast(Literal["openai-chat"], d.pop("format"))
        if format_ != "openai-chat":
            raise ValueError(f"format must match const 'openai-chat', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: list[OpenAiChatTurnInputInputItem] | Unset = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:
                input_item = OpenAiChatTurnInputInputItem.from_dict(input_item_data)

                input_.append(input_item)

        _response = d.pop("response", UNSET)
        response: OpenAiChatTurnInputResponse | Unset
        if isinstance(_response, Unset):
            response = UNSET
        else:
            response = OpenAiChatTurnInputResponse.from_dict(_response)

        _error = d.pop("error", UNSET)
        error: OpenAiChatTurnInputError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = OpenAiChatTurnInputError.from_dict(_error)

        open_ai_chat_turn_input = cls(
            format_=format_,
            input_=input_,
            response=response,
            error=error,
        )

        open_ai_chat_turn_input.additional_properties = d
        return open_ai_chat_turn_input

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

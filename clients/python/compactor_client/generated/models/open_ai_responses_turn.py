from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_turn_error import OpenAiResponsesTurnError
    from ..models.open_ai_responses_turn_input_item import OpenAiResponsesTurnInputItem
    from ..models.open_ai_responses_turn_response import OpenAiResponsesTurnResponse


T = TypeVar("T", bound="OpenAiResponsesTurn")


@_attrs_define
class OpenAiResponsesTurn:
    """
    Attributes:
        format_ (Literal['openai-responses']):
        input_ (list[OpenAiResponsesTurnInputItem] | Unset): what the host added to its request since the last turn
        response (OpenAiResponsesTurnResponse | Unset): a Response (or a response.failed event)
        error (OpenAiResponsesTurnError | Unset): a failed provider call: a context overflow starts an overflow
            compaction (auto-compaction on)
    """

    format_: Literal["openai-responses"]
    input_: list[OpenAiResponsesTurnInputItem] | Unset = UNSET
    response: OpenAiResponsesTurnResponse | Unset = UNSET
    error: OpenAiResponsesTurnError | Unset = UNSET

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
        from ..models.open_ai_responses_turn_error import OpenAiResponsesTurnError
        from ..models.open_ai_responses_turn_input_item import OpenAiResponsesTurnInputItem
        from ..models.open_ai_responses_turn_response import OpenAiResponsesTurnResponse

        d = dict(src_dict)
        format_ = cast(Literal["openai-responses"], d.pop("format"))
        if format_ != "openai-responses":
            raise ValueError(f"format must match const 'openai-responses', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: list[OpenAiResponsesTurnInputItem] | Unset = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:
                input_item = OpenAiResponsesTurnInputItem.from_dict(input_item_data)

                input_.append(input_item)

        _response = d.pop("response", UNSET)
        response: OpenAiResponsesTurnResponse | Unset
        if isinstance(_response, Unset):
            response = UNSET
        else:
            response = OpenAiResponsesTurnResponse.from_dict(_response)

        _error = d.pop("error", UNSET)
        error: OpenAiResponsesTurnError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = OpenAiResponsesTurnError.from_dict(_error)

        open_ai_responses_turn = cls(
            format_=format_,
            input_=input_,
            response=response,
            error=error,
        )

        return open_ai_responses_turn

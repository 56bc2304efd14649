from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.anthropic_turn_error import AnthropicTurnError
    from ..models.anthropic_turn_input_item import AnthropicTurnInputItem
    from ..models.anthropic_turn_response import AnthropicTurnResponse


T = TypeVar("T", bound="AnthropicTurn")


@_attrs_define
class AnthropicTurn:
    """
    Attributes:
        format_ (Literal['anthropic']):
        input_ (list[AnthropicTurnInputItem] | Unset): what the host added to its request since the last turn
        response (AnthropicTurnResponse | Unset): a Message
        error (AnthropicTurnError | Unset): a failed provider call: a context overflow starts an overflow compaction
            (auto-compaction on)
    """

    format_: Literal["anthropic"]
    input_: list[AnthropicTurnInputItem] | Unset = UNSET
    response: AnthropicTurnResponse | Unset = UNSET
    error: AnthropicTurnError | Unset = UNSET

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
        from ..models.anthropic_turn_error import AnthropicTurnError
        from ..models.anthropic_turn_input_item import AnthropicTurnInputItem
        from ..models.anthropic_turn_response import AnthropicTurnResponse

        d = dict(src_dict)
        format_ = cast(Literal["anthropic"], d.pop("format"))
        if format_ != "anthropic":
            raise ValueError(f"format must match const 'anthropic', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: list[AnthropicTurnInputItem] | Unset = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:
                input_item = AnthropicTurnInputItem.from_dict(input_item_data)

                input_.append(input_item)

        _response = d.pop("response", UNSET)
        response: AnthropicTurnResponse | Unset
        if isinstance(_response, Unset):
            response = UNSET
        else:
            response = AnthropicTurnResponse.from_dict(_response)

        _error = d.pop("error", UNSET)
        error: AnthropicTurnError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = AnthropicTurnError.from_dict(_error)

        anthropic_turn = cls(
            format_=format_,
            input_=input_,
            response=response,
            error=error,
        )

        return anthropic_turn

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.anthropic_turn_input_error import AnthropicTurnInputError
    from ..models.anthropic_turn_input_input_item import AnthropicTurnInputInputItem
    from ..models.anthropic_turn_input_response import AnthropicTurnInputResponse


T = TypeVar("T", bound="AnthropicTurnInput")


@_attrs_define
class AnthropicTurnInput:
    """
    Attributes:
        format_ (Literal['anthropic']):
        input_ (list[AnthropicTurnInputInputItem] | Unset): what the host added to its request since the last turn
        response (AnthropicTurnInputResponse | Unset): a Message
        error (AnthropicTurnInputError | Unset): a failed provider call: a context overflow starts an overflow
            compaction (auto-compaction on)
    """

    format_: Literal["anthropic"]
    input_: list[AnthropicTurnInputInputItem] | Unset = UNSET
    response: AnthropicTurnInputResponse | Unset = UNSET
    error: AnthropicTurnInputError | Unset = UNSET
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
        from ..models.anthropic_turn_input_error import AnthropicTurnInputError
        from ..models.anthropic_turn_input_input_item import AnthropicTurnInputInputItem
        from ..models.anthropic_turn_input_response import AnthropicTurnInputResponse

        d = dict(src_dict)
        format_ = cast(Literal["anthropic"], d.pop("format"))
        if format_ != "anthropic":
            raise ValueError(f"format must match const 'anthropic', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: list[AnthropicTurnInputInputItem] | Unset = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:
                input_item = AnthropicTurnInputInputItem.from_dict(input_item_data)

                input_.append(input_item)

        _response = d.pop("response", UNSET)
        response: AnthropicTurnInputResponse | Unset
        if isinstance(_response, Unset):
            response = UNSET
        else:
            response = AnthropicTurnInputResponse.from_dict(_response)

        _error = d.pop("error", UNSET)
        error: AnthropicTurnInputError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = AnthropicTurnInputError.from_dict(_error)

        anthropic_turn_input = cls(
            format_=format_,
            input_=input_,
            response=response,
            error=error,
        )

        anthropic_turn_input.additional_properties = d
        return anthropic_turn_input

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

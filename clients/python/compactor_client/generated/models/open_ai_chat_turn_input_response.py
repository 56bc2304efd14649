from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_input_response_choices_item import OpenAiChatTurnInputResponseChoicesItem
    from ..models.open_ai_chat_turn_input_response_usage import OpenAiChatTurnInputResponseUsage


T = TypeVar("T", bound="OpenAiChatTurnInputResponse")


@_attrs_define
class OpenAiChatTurnInputResponse:
    """a ChatCompletion

    Attributes:
        id (str):
        object_ (Literal['chat.completion']):
        model (str):
        choices (list[OpenAiChatTurnInputResponseChoicesItem]):
        usage (OpenAiChatTurnInputResponseUsage | Unset):
    """

    id: str
    object_: Literal["chat.completion"]
    model: str
    choices: list[OpenAiChatTurnInputResponseChoicesItem]
    usage: OpenAiChatTurnInputResponseUsage | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        model = self.model

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)

        usage: dict[str, Any] | Unset = UNSET
        if not isinstance(self.usage, Unset):
            usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "model": model,
                "choices": choices,
            }
        )
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_turn_input_response_choices_item import OpenAiChatTurnInputResponseChoicesItem
        from ..models.open_ai_chat_turn_input_response_usage import OpenAiChatTurnInputResponseUsage

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["chat.completion"], d.pop("object"))
        if object_ != "chat.completion":
            raise ValueError(f"object must match const 'chat.completion', got '{object_}'")

        model = d.pop("model")

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = OpenAiChatTurnInputResponseChoicesItem.from_dict(choices_item_data)

            choices.append(choices_item)

        _usage = d.pop("usage", UNSET)
        usage: OpenAiChatTurnInputResponseUsage | Unset
        if isinstance(_usage, Unset):
            usage = UNSET
        else:
            usage = OpenAiChatTurnInputResponseUsage.from_dict(_usage)

        open_ai_chat_turn_input_response = cls(
            id=id,
            object_=object_,
            model=model,
            choices=choices,
            usage=usage,
        )

        open_ai_chat_turn_input_response.additional_properties = d
        return open_ai_chat_turn_input_response

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_chat_turn_response_choices_item import OpenAiChatTurnResponseChoicesItem
    from ..models.open_ai_chat_turn_response_usage import OpenAiChatTurnResponseUsage


T = TypeVar("T", bound="OpenAiChatTurnResponse")


@_attrs_define
class OpenAiChatTurnResponse:
    """a ChatCompletion

    Attributes:
        id (str):
        object_ (Literal['chat.completion']):
        model (str):
        choices (list[OpenAiChatTurnResponseChoicesItem]):
        usage (OpenAiChatTurnResponseUsage | Unset):
    """

    id: str
    object_: Literal["chat.completion"]
    model: str
    choices: list[OpenAiChatTurnResponseChoicesItem]
    usage: OpenAiChatTurnResponseUsage | Unset = UNSET

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
        from ..models.open_ai_chat_turn_response_choices_item import OpenAiChatTurnResponseChoicesItem
        from ..models.open_ai_chat_turn_response_usage import OpenAiChatTurnResponseUsage

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["chat.completion"], d.pop("object"))
        if object_ != "chat.completion":
            raise ValueError(f"object must match const 'chat.completion', got '{object_}'")

        model = d.pop("model")

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = OpenAiChatTurnResponseChoicesItem.from_dict(choices_item_data)

            choices.append(choices_item)

        _usage = d.pop("usage", UNSET)
        usage: OpenAiChatTurnResponseUsage | Unset
        if isinstance(_usage, Unset):
            usage = UNSET
        else:
            usage = OpenAiChatTurnResponseUsage.from_dict(_usage)

        open_ai_chat_turn_response = cls(
            id=id,
            object_=object_,
            model=model,
            choices=choices,
            usage=usage,
        )

        return open_ai_chat_turn_response

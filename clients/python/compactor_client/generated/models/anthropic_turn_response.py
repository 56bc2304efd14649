from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_turn_response_content_item import AnthropicTurnResponseContentItem
    from ..models.anthropic_turn_response_usage import AnthropicTurnResponseUsage


T = TypeVar("T", bound="AnthropicTurnResponse")


@_attrs_define
class AnthropicTurnResponse:
    """a Message

    Attributes:
        id (str):
        type_ (Literal['message']):
        role (Literal['assistant']):
        model (str):
        content (list[AnthropicTurnResponseContentItem]):
        stop_reason (None | str):
        usage (AnthropicTurnResponseUsage):
    """

    id: str
    type_: Literal["message"]
    role: Literal["assistant"]
    model: str
    content: list[AnthropicTurnResponseContentItem]
    stop_reason: None | str
    usage: AnthropicTurnResponseUsage

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        role = self.role

        model = self.model

        content = []
        for content_item_data in self.content:
            content_item = content_item_data.to_dict()
            content.append(content_item)

        stop_reason: None | str
        stop_reason = self.stop_reason

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
                "role": role,
                "model": model,
                "content": content,
                "stop_reason": stop_reason,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_turn_response_content_item import AnthropicTurnResponseContentItem
        from ..models.anthropic_turn_response_usage import AnthropicTurnResponseUsage

        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal["message"], d.pop("type"))
        if type_ != "message":
            raise ValueError(f"type must match const 'message', got '{type_}'")

        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        model = d.pop("model")

        content = []
        _content = d.pop("content")
        for content_item_data in _content:
            content_item = AnthropicTurnResponseContentItem.from_dict(content_item_data)

            content.append(content_item)

        def _parse_stop_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stop_reason = _parse_stop_reason(d.pop("stop_reason"))

        usage = AnthropicTurnResponseUsage.from_dict(d.pop("usage"))

        anthropic_turn_response = cls(
            id=id,
            type_=type_,
            role=role,
            model=model,
            content=content,
            stop_reason=stop_reason,
            usage=usage,
        )

        return anthropic_turn_response

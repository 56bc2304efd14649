from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.anthropic_turn_input_response_content_item import AnthropicTurnInputResponseContentItem
    from ..models.anthropic_turn_input_response_usage import AnthropicTurnInputResponseUsage


T = TypeVar("T", bound="AnthropicTurnInputResponse")


@_attrs_define
class AnthropicTurnInputResponse:
    """a Message

    Attributes:
        id (str):
        type_ (Literal['message']):
        role (Literal['assistant']):
        model (str):
        content (list[AnthropicTurnInputResponseContentItem]):
        stop_reason (None | str):
        usage (AnthropicTurnInputResponseUsage):
    """

    id: str
    type_: Literal["message"]
    role: Literal["assistant"]
    model: str
    content: list[AnthropicTurnInputResponseContentItem]
    stop_reason: None | str
    usage: AnthropicTurnInputResponseUsage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.anthropic_turn_input_response_content_item import AnthropicTurnInputResponseContentItem
        from ..models.anthropic_turn_input_response_usage import AnthropicTurnInputResponseUsage

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
            content_item = AnthropicTurnInputResponseContentItem.from_dict(content_item_data)

            content.append(content_item)

        def _parse_stop_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stop_reason = _parse_stop_reason(d.pop("stop_reason"))

        usage = AnthropicTurnInputResponseUsage.from_dict(d.pop("usage"))

        anthropic_turn_input_response = cls(
            id=id,
            type_=type_,
            role=role,
            model=model,
            content=content,
            stop_reason=stop_reason,
            usage=usage,
        )

        anthropic_turn_input_response.additional_properties = d
        return anthropic_turn_input_response

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

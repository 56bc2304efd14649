from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.open_ai_chat_request_input import OpenAiChatRequestInput


T = TypeVar("T", bound="OpenAiChatContextInput")


@_attrs_define
class OpenAiChatContextInput:
    """
    Attributes:
        format_ (Literal['openai-chat']):
        request (OpenAiChatRequestInput): spread into openai.chat.completions.create({ model, … })
        model (None | str): the model the fragment was made for (thinking goes back only to it)
        tokens (int): local token estimate of the rebuilt context
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    format_: Literal["openai-chat"]
    request: OpenAiChatRequestInput
    model: None | str
    tokens: int
    leaf_id: None | str
    last_seq: int
    last_compaction_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        request = self.request.to_dict()

        model: None | str
        model = self.model

        tokens = self.tokens

        leaf_id: None | str
        leaf_id = self.leaf_id

        last_seq = self.last_seq

        last_compaction_id: None | str
        last_compaction_id = self.last_compaction_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "request": request,
                "model": model,
                "tokens": tokens,
                "leafId": leaf_id,
                "lastSeq": last_seq,
                "lastCompactionId": last_compaction_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_chat_request_input import OpenAiChatRequestInput

        d = dict(src_dict)
        format_ = cast(Literal["openai-chat"], d.pop("format"))
        if format_ != "openai-chat":
            raise ValueError(f"format must match const 'openai-chat', got '{format_}'")

        request = OpenAiChatRequestInput.from_dict(d.pop("request"))

        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))

        tokens = d.pop("tokens")

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        last_seq = d.pop("lastSeq")

        def _parse_last_compaction_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_compaction_id = _parse_last_compaction_id(d.pop("lastCompactionId"))

        open_ai_chat_context_input = cls(
            format_=format_,
            request=request,
            model=model,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        open_ai_chat_context_input.additional_properties = d
        return open_ai_chat_context_input

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

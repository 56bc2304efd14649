from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_ai_chat_request import OpenAiChatRequest


T = TypeVar("T", bound="OpenAiChatContext")


@_attrs_define
class OpenAiChatContext:
    """
    Attributes:
        format_ (Literal['openai-chat']):
        request (OpenAiChatRequest): spread into openai.chat.completions.create({ model, … })
        model (None | str): the model the fragment was made for (thinking goes back only to it)
        tokens (int): local token estimate of the rebuilt context
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    format_: Literal["openai-chat"]
    request: OpenAiChatRequest
    model: None | str
    tokens: int
    leaf_id: None | str
    last_seq: int
    last_compaction_id: None | str

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
        from ..models.open_ai_chat_request import OpenAiChatRequest

        d = dict(src_dict)
        format_ = cast(Literal["openai-chat"], d.pop("format"))
        if format_ != "openai-chat":
            raise ValueError(f"format must match const 'openai-chat', got '{format_}'")

        request = OpenAiChatRequest.from_dict(d.pop("request"))

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

        open_ai_chat_context = cls(
            format_=format_,
            request=request,
            model=model,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        return open_ai_chat_context

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_request import AnthropicRequest


T = TypeVar("T", bound="AnthropicContext")


@_attrs_define
class AnthropicContext:
    """
    Attributes:
        format_ (Literal['anthropic']):
        request (AnthropicRequest): spread into anthropic.messages.create({ model, max_tokens, … })
        model (None | str): the model the fragment was made for (thinking goes back only to it)
        tokens (int): local token estimate of the rebuilt context
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    format_: Literal["anthropic"]
    request: AnthropicRequest
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
        from ..models.anthropic_request import AnthropicRequest

        d = dict(src_dict)
        format_ = cast(Literal["anthropic"], d.pop("format"))
        if format_ != "anthropic":
            raise ValueError(f"format must match const 'anthropic', got '{format_}'")

        request = AnthropicRequest.from_dict(d.pop("request"))

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

        anthropic_context = cls(
            format_=format_,
            request=request,
            model=model,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        return anthropic_context

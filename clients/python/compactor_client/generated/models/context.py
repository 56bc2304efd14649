from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_message import AgentMessage


T = TypeVar("T", bound="Context")


@_attrs_define
class Context:
    """
    Attributes:
        messages (list[AgentMessage]):
        tokens (int): local token estimate of the messages
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    messages: list[AgentMessage]
    tokens: int
    leaf_id: None | str
    last_seq: int
    last_compaction_id: None | str

    def to_dict(self) -> dict[str, Any]:
        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        tokens = self.tokens

        leaf_id: None | str
        leaf_id = self.leaf_id

        last_seq = self.last_seq

        last_compaction_id: None | str
        last_compaction_id = self.last_compaction_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "messages": messages,
                "tokens": tokens,
                "leafId": leaf_id,
                "lastSeq": last_seq,
                "lastCompactionId": last_compaction_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_message import AgentMessage

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = AgentMessage.from_dict(messages_item_data)

            messages.append(messages_item)

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

        context = cls(
            messages=messages,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        return context

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.agent_message_input import AgentMessageInput


T = TypeVar("T", bound="ContextInput")


@_attrs_define
class ContextInput:
    """
    Attributes:
        messages (list[AgentMessageInput]):
        tokens (int): local token estimate of the messages
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    messages: list[AgentMessageInput]
    tokens: int
    leaf_id: None | str
    last_seq: int
    last_compaction_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.agent_message_input import AgentMessageInput

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = AgentMessageInput.from_dict(messages_item_data)

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

        context_input = cls(
            messages=messages,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        context_input.additional_properties = d
        return context_input

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

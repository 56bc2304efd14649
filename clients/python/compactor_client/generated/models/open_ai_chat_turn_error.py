from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenAiChatTurnError")


@_attrs_define
class OpenAiChatTurnError:
    """a failed provider call: a context overflow starts an overflow compaction (auto-compaction on)

    Attributes:
        status (int): the HTTP status of the failed provider call
        body (Any): the provider's error body as received (JSON, or text)
    """

    status: int
    body: Any

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = d.pop("status")

        body = d.pop("body")

        open_ai_chat_turn_error = cls(
            status=status,
            body=body,
        )

        return open_ai_chat_turn_error

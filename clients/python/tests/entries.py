"""Session entries as the API takes them: message entries chained by parent id."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from compactor_client import models

MODEL = "anthropic/claude-opus-4-5"


def message(parent_id: str | None, role: str, text: str, **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"role": role, "content": [{"type": "text", "text": text}], "timestamp": 1_767_225_600_000}
    if role == "assistant":
        provider, model = MODEL.split("/")
        body |= {"provider": provider, "model": model, "api": "anthropic-messages", "stopReason": "stop"}
        body["usage"] = {"input": 100, "output": 50, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 150}
    return {
        "type": "message",
        "id": uuid.uuid4().hex[:8],
        "parentId": parent_id,
        "timestamp": datetime.now(UTC).isoformat().replace("+00:00", "Z"),
        "message": body | extra,
    }


def turns(count: int, chars: int, parent_id: str | None = None) -> list[dict[str, Any]]:
    """`count` user/assistant pairs, each message about `chars` characters long."""
    entries: list[dict[str, Any]] = []
    for turn in range(count):
        user = message(parent_id, "user", f"step {turn}: " + "please continue the refactoring. " * (chars // 33))
        answer = message(user["id"], "assistant", f"done with step {turn}. " + "changed the module. " * (chars // 20))
        entries += [user, answer]
        parent_id = answer["id"]
    return entries


def body(entries: list[dict[str, Any]]) -> models.AppendEntriesBody:
    return models.AppendEntriesBody.from_dict({"entries": entries})

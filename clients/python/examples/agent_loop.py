"""A minimal agent host in Python on the compactor API (the Python twin of examples/agent-host.ts).

Each turn reads the session's context, appends the user message, calls the model, and appends its answer. When
that append starts a compaction (here: the model's context overflowed), the host awaits it and, when the result
says ``willRetry``, answers the turn again on the compacted context. The model speaks the Anthropic Messages wire;
``MODEL_URL`` points at it. Here both the agent's model (overflowing past 12,000 tokens) and the server's
summarizer are the local fake model, so no key is needed; from the repository root::

    npx tsx test/fakes/fake-model-server.ts --port 8788 --context-limit 12000 &    # the agent's model
    npx tsx test/fakes/fake-model-server.ts --port 8789 --answer-chars 800 &       # the summarizer
    npx compactor tenant create demo && npx compactor key create --tenant demo    # prints the key once
    COMPACTOR_SUMMARY_MODEL=anthropic/summarizer-1 ANTHROPIC_API_KEY=fake \
      ANTHROPIC_BASE_URL=http://127.0.0.1:8789 npx compactor serve &              # http://127.0.0.1:8787
    COMPACTOR_API_KEY=ck_… MODEL_URL=http://127.0.0.1:8788 python clients/python/examples/agent_loop.py
"""

from __future__ import annotations

import os
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import httpx

from compactor_client import Compactor, models
from compactor_client.generated.api.compactions import get_compaction
from compactor_client.generated.api.sessions import append_entries, create_session, get_context
from compactor_client.generated.models import GetContextImages

PROVIDER, MODEL_ID = "anthropic", "claude-opus-4-5"
MODEL = {"provider": PROVIDER, "model": MODEL_ID, "api": "anthropic-messages"}


@dataclass
class TurnReport:
    turn: int
    #: The compaction the turn's answer started, once finished.
    compaction: models.Compaction | None = None
    #: The turn was answered again on the compacted context (the compaction said willRetry).
    retried: bool = False


class Model:
    """The agent's model over the Anthropic Messages API; an overflow comes back as the error turn the host records."""

    def __init__(self, base_url: str, api_key: str = "unused") -> None:
        headers = {"x-api-key": api_key, "anthropic-version": "2023-06-01"}
        self.http = httpx.Client(base_url=base_url, headers=headers, timeout=60)

    def answer(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        request = {"model": MODEL_ID, "max_tokens": 1024, "messages": anthropic_messages(messages)}
        response = self.http.post("/v1/messages", json=request)
        base = {"role": "assistant", **MODEL, "timestamp": now_ms()}
        if response.status_code == 400:  # "prompt is too long": the compactor recognises the provider's words
            return {**base, "content": [], "stopReason": "error", "errorMessage": response.json()["error"]["message"]}
        response.raise_for_status()
        data = response.json()
        text = "".join(block["text"] for block in data["content"] if block["type"] == "text")
        usage = {"input": data["usage"]["input_tokens"], "output": data["usage"]["output_tokens"]}
        usage |= {"cacheRead": 0, "cacheWrite": 0, "totalTokens": usage["input"] + usage["output"]}
        return {**base, "content": [{"type": "text", "text": text}], "stopReason": "stop", "usage": usage}


def anthropic_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The context's messages as Anthropic turns: a summary becomes a user turn, consecutive same-role turns merge."""
    turns: list[dict[str, Any]] = []
    for message in messages:
        role = "assistant" if message["role"] == "assistant" else "user"
        blocks = content_blocks(message)
        if not blocks:
            continue
        if turns and turns[-1]["role"] == role:
            turns[-1]["content"] += blocks
        else:
            turns.append({"role": role, "content": blocks})
    return turns


def content_blocks(message: dict[str, Any]) -> list[dict[str, Any]]:
    if message["role"] in ("compactionSummary", "branchSummary"):
        return [{"type": "text", "text": message.get("summary", "")}, *image_blocks(message.get("images", []))]
    content = message.get("content", [])
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    blocks = [{"type": "text", "text": b["text"]} for b in content if b.get("type") == "text" and b.get("text")]
    return blocks + image_blocks([b for b in content if b.get("type") == "image"])


def image_blocks(images: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Images read with ``images=url`` carry a URL (snapcompact frames: /v1/frames/<sha256>)."""
    return [{"type": "image", "source": {"type": "url", "url": i["url"]}} for i in images if i.get("url")]


def agent_turn(api: Compactor, session_id: str, model: Model, turn: int) -> TurnReport:
    """One turn of the loop. Any API problem raises its typed exception (the host would surface it)."""
    context = read(api, session_id)
    user = entry(context.leaf_id, {"role": "user", "content": f"Step {turn}: continue the task", "timestamp": now_ms()})
    context = append_and_read(api, session_id, [user], f"turn-{turn}-user", context.last_seq)
    answer = entry(context.leaf_id, model.answer(messages_of(context)))
    appended = api.call(
        append_entries,
        session_id,
        body=models.AppendEntriesBody.from_dict({"entries": [answer]}),
        idempotency_key=f"turn-{turn}-answer",
        if_match=f'"{context.last_seq}"',
    ).parsed
    assert isinstance(appended, models.AppendResult)
    report = TurnReport(turn)
    if appended.compaction is None:
        return report
    report.compaction = await_compaction(api, session_id, appended.compaction.id)
    if not (report.compaction.result and report.compaction.result.will_retry):
        return report
    # The failed answer is off the active path now: answer again on the compacted context.
    context = read(api, session_id)
    retry = entry(context.leaf_id, model.answer(messages_of(context)))
    append_and_read(api, session_id, [retry], f"turn-{turn}-retry", context.last_seq)
    report.retried = True
    return report


def await_compaction(api: Compactor, session_id: str, compaction_id: str) -> models.Compaction:
    while True:
        run = api.call(get_compaction, session_id, compaction_id, wait=30).parsed
        assert isinstance(run, models.Compaction)
        if run.status != models.CompactionStatus.RUNNING:
            return run


def read(api: Compactor, session_id: str) -> models.Context:
    context = api.call(get_context, session_id, images=GetContextImages.URL).parsed
    assert isinstance(context, models.Context)
    return context


def append_and_read(
    api: Compactor, session_id: str, entries: list[dict[str, Any]], key: str, seq: int
) -> models.Context:
    body = models.AppendEntriesBody.from_dict({"entries": entries})
    api.call(append_entries, session_id, body=body, idempotency_key=key, if_match=f'"{seq}"')
    return read(api, session_id)


def messages_of(context: models.Context) -> list[dict[str, Any]]:
    return [message.to_dict() for message in context.messages]


def entry(parent_id: str | None, message: dict[str, Any]) -> dict[str, Any]:
    timestamp = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    return {
        "type": "message",
        "id": uuid.uuid4().hex[:8],
        "parentId": parent_id,
        "timestamp": timestamp,
        "message": message,
    }


def now_ms() -> int:
    return int(time.time() * 1000)


def main() -> None:
    api_key = os.environ.get("COMPACTOR_API_KEY")
    if not api_key:
        raise SystemExit("set COMPACTOR_API_KEY (compactor key create --tenant <tenant>)")
    model = Model(os.environ.get("MODEL_URL", "http://127.0.0.1:8788"))
    turns = int(os.environ.get("TURNS", "20"))
    with Compactor(os.environ.get("COMPACTOR_URL", "http://127.0.0.1:8787"), api_key) as api:
        # An overflow compacts with the server's summarizer and keeps the latest ~2,000 tokens of turns.
        settings = {"autoCompaction": True, "compaction": {"keepRecentTokens": 2000}}
        body = models.CreateSessionBody(
            model=f"{PROVIDER}/{MODEL_ID}", settings=models.CreateSessionBodySettings.from_dict(settings)
        )
        session = api.call(create_session, body=body).parsed
        assert isinstance(session, models.Session)
        print(f"session {session.id}")
        for turn in range(1, turns + 1):
            report = agent_turn(api, session.id, model, turn)
            line = f"turn {turn}"
            if report.compaction and report.compaction.result:
                result = report.compaction.result
                line += f": compaction {result.outcome} ({result.tokens_before} → {result.tokens_after} tokens)"
            print(line + (", retried" if report.retried else ""), flush=True)


if __name__ == "__main__":
    main()

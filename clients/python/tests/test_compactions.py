"""A compaction started over the API and awaited by the client: an LLM summary (the server's summarizer is the
local fake model) of a session of twelve long turns, its result, the context rebuilt after it and the audit
history."""

from __future__ import annotations

from http import HTTPStatus

from entries import body, turns
from test_sessions import new_session

from compactor_client import Compactor, models
from compactor_client.generated.api.compactions import get_compaction, list_compactions, start_compaction
from compactor_client.generated.api.sessions import append_entries, get_context


def test_starts_a_compaction_awaits_its_result_and_reads_the_compacted_context(api: Compactor) -> None:
    session = new_session(api, compaction={"keepRecentTokens": 2000})
    api.call(append_entries, session.id, body=body(turns(12, 2000)))
    before = api.call(get_context, session.id).parsed
    assert isinstance(before, models.Context)

    started = api.call(
        start_compaction,
        session.id,
        body=models.StartCompactionBody(),
        wait=120,
    )
    assert started.status_code in (HTTPStatus.OK, HTTPStatus.ACCEPTED)
    run = started.parsed
    if isinstance(run, models.StartedCompaction):  # not finished within the wait: long-poll the run
        run = api.call(get_compaction, session.id, run.id, wait=120).parsed
    assert isinstance(run, models.Compaction)
    assert run.status == models.CompactionStatus.COMPLETED
    result = run.result.to_dict()  # type: ignore[union-attr]
    assert (result["outcome"], result["method"], result["willRetry"]) == ("compacted", "context-full", False)
    assert result["tokensAfter"] < result["tokensBefore"]

    after = api.call(get_context, session.id).parsed
    assert isinstance(after, models.Context)
    assert after.last_compaction_id == result["compactionEntryId"]
    assert after.messages[0].to_dict()["role"] == "compactionSummary"
    assert after.tokens < before.tokens
    history = api.call(list_compactions, session.id).parsed
    assert [(row.trigger, row.status, row.method) for row in history] == [  # type: ignore[union-attr]
        ("manual", "committed", "context-full")
    ]

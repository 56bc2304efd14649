"""Sessions, entries and context through the client against a real server: create, append with an idempotency key
and If-Match, the context with its ETag, and the problems a host handles (404, 409) as typed exceptions."""

from __future__ import annotations

import uuid
from http import HTTPStatus

import pytest
from entries import MODEL, body, message, turns
from support import Server

from compactor_client import Compactor, NotFound, ProblemError, SessionNotFound, StreamConflict, Unauthorized, models
from compactor_client.generated.api.sessions import append_entries, create_session, get_context, get_session
from compactor_client.generated.models import GetContextImages


def new_session(api: Compactor, **settings: object) -> models.Session:
    created = api.call(
        create_session,
        body=models.CreateSessionBody(
            id=f"py-{uuid.uuid4().hex[:10]}",
            model=MODEL,
            settings=models.CreateSessionBodySettings.from_dict(settings),
        ),
    )
    assert created.status_code == HTTPStatus.CREATED
    assert isinstance(created.parsed, models.Session)
    return created.parsed


def test_creates_a_session_and_reads_it_back(api: Compactor) -> None:
    session = new_session(api)
    read = api.call(get_session, session.id).parsed
    assert isinstance(read, models.Session)
    assert (read.id, read.status, read.last_seq, read.leaf_id) == (session.id, "active", session.last_seq, None)


def test_appends_with_if_match_and_replays_a_repeated_idempotency_key(api: Compactor) -> None:
    session = new_session(api)
    entries = turns(2, 200)
    first = api.call(
        append_entries, session.id, body=body(entries), idempotency_key="turns-1-2", if_match=f'"{session.last_seq}"'
    )
    assert first.status_code == HTTPStatus.CREATED
    assert isinstance(first.parsed, models.AppendResult)
    assert (first.parsed.appended, first.parsed.replayed) == (4, False)
    assert first.parsed.leaf_id == entries[-1]["id"]
    assert first.parsed.last_seq == session.last_seq + 4
    # The same key again (a retried request): the original rows, nothing appended twice.
    again = api.call(
        append_entries, session.id, body=body(entries), idempotency_key="turns-1-2", if_match=f'"{session.last_seq}"'
    )
    assert again.status_code == HTTPStatus.OK
    assert isinstance(again.parsed, models.AppendResult)
    assert (again.parsed.replayed, again.parsed.last_seq) == (True, first.parsed.last_seq)
    assert api.call(get_session, session.id).parsed.entries == 4  # type: ignore[union-attr]


def test_a_stale_if_match_is_a_stream_conflict_naming_the_current_seq(api: Compactor) -> None:
    session = new_session(api)
    appended = api.call(append_entries, session.id, body=body(turns(1, 100)), if_match=f'"{session.last_seq}"').parsed
    assert isinstance(appended, models.AppendResult)
    late = message(None, "user", "written against the old seq")
    with pytest.raises(StreamConflict) as conflict:
        api.call(append_entries, session.id, body=body([late]), if_match=f'"{session.last_seq}"')
    assert conflict.value.status == 409
    assert conflict.value.kind == "stream-conflict"
    assert conflict.value.current_seq == appended.last_seq
    assert isinstance(conflict.value, ProblemError)


def test_reads_the_context_and_answers_304_to_its_etag_until_the_session_changes(api: Compactor) -> None:
    session = new_session(api)
    entries = turns(2, 200)
    api.call(append_entries, session.id, body=body(entries))
    read = api.call(get_context, session.id, images=GetContextImages.URL)
    context = read.parsed
    assert isinstance(context, models.Context)
    assert [m.to_dict()["role"] for m in context.messages] == ["user", "assistant", "user", "assistant"]
    assert (context.leaf_id, context.last_compaction_id) == (entries[-1]["id"], None)
    assert context.tokens > 0
    etag = read.headers["etag"]
    unchanged = api.call(get_context, session.id, images=GetContextImages.URL, headers={"if-none-match": etag})
    assert (unchanged.status_code, unchanged.parsed, unchanged.content) == (HTTPStatus.NOT_MODIFIED, None, b"")
    api.call(append_entries, session.id, body=body([message(entries[-1]["id"], "user", "one more")]))
    changed = api.call(get_context, session.id, images=GetContextImages.URL, headers={"if-none-match": etag})
    assert changed.status_code == HTTPStatus.OK
    assert changed.headers["etag"] != etag


def test_an_unknown_session_is_session_not_found(api: Compactor) -> None:
    with pytest.raises(SessionNotFound) as missing:
        api.call(get_context, "no-such-session")
    assert isinstance(missing.value, NotFound)
    assert (missing.value.status, missing.value.kind) == (404, "session-not-found")
    assert "no-such-session" in (missing.value.detail or "")


def test_a_wrong_key_is_unauthorized(server: Server) -> None:
    with Compactor(server.url, "ck_000000000000_" + "A" * 43) as stranger:
        with pytest.raises(Unauthorized) as refused:
            stranger.call(get_session, "anything")
    assert refused.value.status == 401

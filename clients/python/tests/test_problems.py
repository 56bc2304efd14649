"""Error answers as typed exceptions, without a server: by problem kind, else by status; and every generated
operation can be sent by ``Compactor.call`` (it builds requests and responses with the generated module's own code)."""

from __future__ import annotations

import importlib
import json
import pkgutil

import pytest

from compactor_client import (
    Conflict,
    NotFound,
    ProblemError,
    ServerError,
    SessionBusy,
    StreamConflict,
    TooManyRequests,
    ValidationFailed,
)
from compactor_client.generated import api
from compactor_client.problems import PROBLEM_BASE, problem_error


def problem(kind: str, status: int, **extra: object) -> bytes:
    return json.dumps({"type": PROBLEM_BASE + kind, "title": kind, "status": status, **extra}).encode()


def test_a_known_kind_is_its_own_class_under_its_status_class() -> None:
    error = problem_error(409, problem("stream-conflict", 409, detail="expected seq 3, at 5", currentSeq=5))
    assert type(error) is StreamConflict
    assert isinstance(error, Conflict) and isinstance(error, ProblemError)
    assert (error.status, error.kind, error.detail, error.current_seq) == (
        409,
        "stream-conflict",
        "expected seq 3, at 5",
        5,
    )
    assert str(error) == "409 stream-conflict: expected seq 3, at 5"


@pytest.mark.parametrize(
    ("status", "kind", "cls", "attribute", "value"),
    [
        (400, "validation", ValidationFailed, "path", "body.entries.0.id"),
        (429, "session-busy", SessionBusy, "retry_after", 1),
    ],
)
def test_extension_members_are_attributes(status: int, kind: str, cls: type, attribute: str, value: object) -> None:
    member = {"path": "path", "retry_after": "retryAfter"}[attribute]
    error = problem_error(status, problem(kind, status, **{member: value}))
    assert type(error) is cls
    assert getattr(error, attribute) == value


def test_a_kind_newer_than_the_client_falls_back_to_its_status_class() -> None:
    assert type(problem_error(404, problem("key-scope-not-found", 404))) is NotFound
    assert type(problem_error(429, problem("quota-exceeded", 429))) is TooManyRequests
    assert type(problem_error(503, problem("unavailable", 503))) is ServerError
    assert type(problem_error(418, problem("teapot", 418))) is ProblemError


def test_a_body_that_is_not_a_problem_keeps_its_text_as_the_detail() -> None:
    error = problem_error(502, b"<html>bad gateway</html>")
    assert type(error) is ServerError
    assert (error.kind, error.detail) == ("about:blank", "<html>bad gateway</html>")


def test_every_generated_operation_has_what_compactor_call_uses() -> None:
    modules = [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(api.__path__, api.__name__ + ".")
        if not info.ispkg
    ]
    assert len(modules) >= 20
    missing = [m.__name__ for m in modules if not (hasattr(m, "_get_kwargs") and hasattr(m, "_build_response"))]
    assert missing == []

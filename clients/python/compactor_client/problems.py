"""RFC 9457 problems of the compactor API as typed exceptions.

Every error the API answers is ``application/problem+json`` with a stable ``type`` URI,
``https://compactor.dev/problems/<kind>``. :func:`problem_error` makes the exception of that kind, or of the
response status when the kind is newer than this client, so a caller catches what it handles and lets the rest
through::

    try:
        api.call(append_entries, session_id, body=body, if_match=f'"{seq}"')
    except StreamConflict as conflict:
        seq = conflict.current_seq  # read the session again, then retry
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

PROBLEM_BASE = "https://compactor.dev/problems/"


class ProblemError(Exception):
    """A 4xx or 5xx answer. ``problem`` is the whole body, extension members (``currentSeq``, ``path``…) included."""

    def __init__(self, status: int, problem: Mapping[str, Any]) -> None:
        self.status = status
        self.problem: dict[str, Any] = dict(problem)
        self.type: str = str(problem.get("type", "about:blank"))
        self.kind: str = self.type.removeprefix(PROBLEM_BASE)
        self.title: str = str(problem.get("title", ""))
        self.detail: str | None = problem.get("detail")
        super().__init__(f"{status} {self.kind}: {self.detail or self.title}")


class BadRequest(ProblemError):
    """400: the request is malformed or invalid."""


class Unauthorized(ProblemError):
    """401: no API key, or one that is unknown or revoked."""


class Forbidden(ProblemError):
    """403: the key may not do this."""


class NotFound(ProblemError):
    """404: the session, entry, compaction or frame does not exist for this key's tenant."""


class Conflict(ProblemError):
    """409: the request conflicts with the session's state."""


class PayloadTooLarge(ProblemError):
    """413: the body is over the server's limit."""


class UnsupportedMediaType(ProblemError):
    """415: the body's content type is not one the route takes."""


class UnprocessableContent(ProblemError):
    """422: well-formed, but not something the session can do (a handoff of a too-short session)."""


class TooManyRequests(ProblemError):
    """429: wait ``retry_after`` seconds, then try again."""

    @property
    def retry_after(self) -> int | None:
        return self.problem.get("retryAfter")


class ServerError(ProblemError):
    """5xx: the server or one of its dependencies failed."""


class ValidationFailed(BadRequest):
    """400 ``validation``: ``path`` names the failing field."""

    @property
    def path(self) -> str | None:
        return self.problem.get("path")


class InvalidEntry(BadRequest):
    """400 ``invalid-entry``: an entry (or, for an import, the file's ``line``) is not a valid session entry."""

    @property
    def line(self) -> int | None:
        return self.problem.get("line")


class SessionNotFound(NotFound):
    """404 ``session-not-found``."""


class EntryNotFound(NotFound):
    """404 ``entry-not-found``."""


class CompactionNotFound(NotFound):
    """404 ``compaction-not-found``."""


class StreamConflict(Conflict):
    """409 ``stream-conflict``: the ``If-Match`` seq or leaf is stale; the session is at ``current_seq`` now."""

    @property
    def current_seq(self) -> int | None:
        return self.problem.get("currentSeq")


class SessionHandedOff(Conflict):
    """409 ``session-handed-off``: the session continues in another one (the detail names it)."""


class RateLimited(TooManyRequests):
    """429 ``rate-limited``: the tenant is over its request rate."""


class SessionBusy(TooManyRequests):
    """429 ``session-busy``: too many writes of this session are queued already."""


KINDS: Mapping[str, type[ProblemError]] = {
    "validation": ValidationFailed,
    "invalid-entry": InvalidEntry,
    "session-not-found": SessionNotFound,
    "entry-not-found": EntryNotFound,
    "compaction-not-found": CompactionNotFound,
    "stream-conflict": StreamConflict,
    "session-handed-off": SessionHandedOff,
    "rate-limited": RateLimited,
    "session-busy": SessionBusy,
}

STATUSES: Mapping[int, type[ProblemError]] = {
    400: BadRequest,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    413: PayloadTooLarge,
    415: UnsupportedMediaType,
    422: UnprocessableContent,
    429: TooManyRequests,
}


def problem_error(status: int, content: bytes) -> ProblemError:
    """The exception for an error response: by problem kind, else by status, else the base class."""
    try:
        body = json.loads(content) if content else {}
    except ValueError:
        body = {}
    if not isinstance(body, dict):
        body = {}
    problem = body or {"title": "HTTP error", "detail": content.decode("utf-8", "replace")[:500] or None}
    kind = str(problem.get("type", "")).removeprefix(PROBLEM_BASE)
    cls = KINDS.get(kind) or STATUSES.get(status) or (ServerError if status >= 500 else ProblemError)
    return cls(status, problem)

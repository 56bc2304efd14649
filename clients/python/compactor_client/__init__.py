"""Python client of the compactor HTTP API.

``Compactor`` sends the generated operations (``compactor_client.generated.api``) with typed models
(``compactor_client.models``) and raises error answers as typed exceptions (``compactor_client.problems``)::

    from compactor_client import Compactor, models
    from compactor_client.generated.api.sessions import create_session, get_context

    api = Compactor("http://127.0.0.1:8787", api_key)
    session = api.call(create_session, body=models.CreateSessionBody(model="anthropic/claude-sonnet-4-5")).parsed
    context = api.call(get_context, session.id).parsed
"""

from .compactor import Compactor, Operation
from .generated import models
from .generated.types import UNSET, Response, Unset
from .problems import (
    BadRequest,
    CompactionNotFound,
    Conflict,
    EntryNotFound,
    Forbidden,
    InvalidEntry,
    NotFound,
    PayloadTooLarge,
    ProblemError,
    RateLimited,
    ServerError,
    SessionBusy,
    SessionHandedOff,
    SessionNotFound,
    StreamConflict,
    TooManyRequests,
    Unauthorized,
    UnprocessableContent,
    UnsupportedMediaType,
    ValidationFailed,
)

__all__ = [
    "UNSET",
    "BadRequest",
    "CompactionNotFound",
    "Compactor",
    "Conflict",
    "EntryNotFound",
    "Forbidden",
    "InvalidEntry",
    "NotFound",
    "Operation",
    "PayloadTooLarge",
    "ProblemError",
    "RateLimited",
    "Response",
    "ServerError",
    "SessionBusy",
    "SessionHandedOff",
    "SessionNotFound",
    "StreamConflict",
    "TooManyRequests",
    "Unauthorized",
    "UnprocessableContent",
    "UnsupportedMediaType",
    "Unset",
    "ValidationFailed",
    "models",
]

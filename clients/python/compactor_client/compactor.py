"""The thin hand-written layer over the generated client: one API key, every operation, problems as exceptions.

The generated package (``compactor_client.generated``) has a module per operation, e.g.
``compactor_client.generated.api.sessions.get_context``. :meth:`Compactor.call` sends one of them with this
client, raises an error answer as its typed exception (:mod:`compactor_client.problems`) and returns the
generated ``Response``: ``status_code``, ``headers`` and ``parsed``, the typed model of the answer. ``headers``
adds request headers for that call only, such as ``If-None-Match`` for a conditional context read.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import TracebackType
from typing import Any, Protocol, TypeVar

import httpx

from .generated.client import AuthenticatedClient
from .generated.types import Response
from .problems import problem_error

T_co = TypeVar("T_co", covariant=True)


class Operation(Protocol[T_co]):
    """A generated operation module (``compactor_client.generated.api.<tag>.<operation>``)."""

    def _get_kwargs(self, *args: Any, **kwargs: Any) -> dict[str, Any]: ...

    def _build_response(self, *, client: Any, response: httpx.Response) -> Response[T_co]: ...


class Compactor:
    """The compactor API at ``base_url`` for the tenant of ``api_key`` (``compactor key create --tenant …``)."""

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 180.0) -> None:
        # Long enough for the longest wait a request may ask for (a compaction's ?wait= is at most 120 s).
        self.client = AuthenticatedClient(base_url=base_url, token=api_key, timeout=httpx.Timeout(timeout))

    def call(
        self, operation: Operation[T_co], *args: Any, headers: Mapping[str, str] | None = None, **kwargs: Any
    ) -> Response[T_co]:
        """Sends ``operation`` with ``args``/``kwargs`` as its generated function takes them (without ``client``)."""
        request = _with_headers(operation._get_kwargs(*args, **kwargs), headers)
        response = self.client.get_httpx_client().request(**request)
        return _checked(operation, self.client, response)

    async def acall(
        self, operation: Operation[T_co], *args: Any, headers: Mapping[str, str] | None = None, **kwargs: Any
    ) -> Response[T_co]:
        """:meth:`call` on the client's ``httpx.AsyncClient``."""
        request = _with_headers(operation._get_kwargs(*args, **kwargs), headers)
        response = await self.client.get_async_httpx_client().request(**request)
        return _checked(operation, self.client, response)

    def close(self) -> None:
        self.client.get_httpx_client().close()

    def __enter__(self) -> Compactor:
        return self

    def __exit__(self, *exc: tuple[type[BaseException] | None, BaseException | None, TracebackType | None]) -> None:
        self.close()


def _with_headers(request: dict[str, Any], headers: Mapping[str, str] | None) -> dict[str, Any]:
    if headers:
        request["headers"] = {**request.get("headers", {}), **headers}
    return request


def _checked(operation: Operation[T_co], client: AuthenticatedClient, response: httpx.Response) -> Response[T_co]:
    if response.status_code >= 400:
        raise problem_error(response.status_code, response.content)
    return operation._build_response(client=client, response=response)

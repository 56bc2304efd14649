from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.session_deletion import SessionDeletion
from ...types import UNSET, Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    reason: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["reason"] = reason

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/sessions/{session_id}".format(
            session_id=quote(str(session_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SessionDeletion | None:
    if response.status_code == 200:
        response_200 = SessionDeletion.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SessionDeletion]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    reason: str | Unset = UNSET,
) -> Response[Problem | SessionDeletion]:
    """Delete a session (its reads then answer 404; a running compaction of it is cancelled)

     Recorded as a session_deleted event with the reason; the rows stay until an operator purges sessions
    deleted longer ago than the retention bound (POST /v1/admin/tenants/{tenantId}/purge).

    Args:
        session_id (str):
        reason (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionDeletion]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        reason=reason,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    reason: str | Unset = UNSET,
) -> Problem | SessionDeletion | None:
    """Delete a session (its reads then answer 404; a running compaction of it is cancelled)

     Recorded as a session_deleted event with the reason; the rows stay until an operator purges sessions
    deleted longer ago than the retention bound (POST /v1/admin/tenants/{tenantId}/purge).

    Args:
        session_id (str):
        reason (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionDeletion
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        reason=reason,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    reason: str | Unset = UNSET,
) -> Response[Problem | SessionDeletion]:
    """Delete a session (its reads then answer 404; a running compaction of it is cancelled)

     Recorded as a session_deleted event with the reason; the rows stay until an operator purges sessions
    deleted longer ago than the retention bound (POST /v1/admin/tenants/{tenantId}/purge).

    Args:
        session_id (str):
        reason (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionDeletion]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        reason=reason,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    reason: str | Unset = UNSET,
) -> Problem | SessionDeletion | None:
    """Delete a session (its reads then answer 404; a running compaction of it is cancelled)

     Recorded as a session_deleted event with the reason; the rows stay until an operator purges sessions
    deleted longer ago than the retention bound (POST /v1/admin/tenants/{tenantId}/purge).

    Args:
        session_id (str):
        reason (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionDeletion
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            reason=reason,
        )
    ).parsed

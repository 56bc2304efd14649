from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.admin_audit import AdminAudit
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    tenant_id: str | Unset = UNSET,
    before: int | Unset = UNSET,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["tenantId"] = tenant_id

    params["before"] = before

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/audit",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminAudit | Problem | None:
    if response.status_code == 200:
        response_200 = AdminAudit.from_dict(response.json())

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
) -> Response[AdminAudit | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    tenant_id: str | Unset = UNSET,
    before: int | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[AdminAudit | Problem]:
    """The audit trail of administration, newest first

    Args:
        tenant_id (str | Unset):
        before (int | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminAudit | Problem]
    """

    kwargs = _get_kwargs(
        tenant_id=tenant_id,
        before=before,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    tenant_id: str | Unset = UNSET,
    before: int | Unset = UNSET,
    limit: int | Unset = 100,
) -> AdminAudit | Problem | None:
    """The audit trail of administration, newest first

    Args:
        tenant_id (str | Unset):
        before (int | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminAudit | Problem
    """

    return sync_detailed(
        client=client,
        tenant_id=tenant_id,
        before=before,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    tenant_id: str | Unset = UNSET,
    before: int | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[AdminAudit | Problem]:
    """The audit trail of administration, newest first

    Args:
        tenant_id (str | Unset):
        before (int | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminAudit | Problem]
    """

    kwargs = _get_kwargs(
        tenant_id=tenant_id,
        before=before,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    tenant_id: str | Unset = UNSET,
    before: int | Unset = UNSET,
    limit: int | Unset = 100,
) -> AdminAudit | Problem | None:
    """The audit trail of administration, newest first

    Args:
        tenant_id (str | Unset):
        before (int | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminAudit | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            tenant_id=tenant_id,
            before=before,
            limit=limit,
        )
    ).parsed

import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.admin_tenant_usage_group_by import AdminTenantUsageGroupBy
from ...models.problem import Problem
from ...models.usage import Usage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tenant_id: str,
    *,
    session_id: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
    group_by: AdminTenantUsageGroupBy | Unset = AdminTenantUsageGroupBy.MODEL,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["sessionId"] = session_id

    json_from_: str | Unset = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: str | Unset = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    json_group_by: str | Unset = UNSET
    if not isinstance(group_by, Unset):
        json_group_by = group_by.value

    params["groupBy"] = json_group_by

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/tenants/{tenant_id}/usage".format(
            tenant_id=quote(str(tenant_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Usage | None:
    if response.status_code == 200:
        response_200 = Usage.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Usage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tenant_id: str,
    *,
    client: AuthenticatedClient,
    session_id: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
    group_by: AdminTenantUsageGroupBy | Unset = AdminTenantUsageGroupBy.MODEL,
) -> Response[Problem | Usage]:
    """A tenant's provider tokens per model (optionally one session, a range)

    Args:
        tenant_id (str):
        session_id (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):
        group_by (AdminTenantUsageGroupBy | Unset):  Default: AdminTenantUsageGroupBy.MODEL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Usage]
    """

    kwargs = _get_kwargs(
        tenant_id=tenant_id,
        session_id=session_id,
        from_=from_,
        to=to,
        group_by=group_by,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tenant_id: str,
    *,
    client: AuthenticatedClient,
    session_id: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
    group_by: AdminTenantUsageGroupBy | Unset = AdminTenantUsageGroupBy.MODEL,
) -> Problem | Usage | None:
    """A tenant's provider tokens per model (optionally one session, a range)

    Args:
        tenant_id (str):
        session_id (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):
        group_by (AdminTenantUsageGroupBy | Unset):  Default: AdminTenantUsageGroupBy.MODEL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Usage
    """

    return sync_detailed(
        tenant_id=tenant_id,
        client=client,
        session_id=session_id,
        from_=from_,
        to=to,
        group_by=group_by,
    ).parsed


async def asyncio_detailed(
    tenant_id: str,
    *,
    client: AuthenticatedClient,
    session_id: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
    group_by: AdminTenantUsageGroupBy | Unset = AdminTenantUsageGroupBy.MODEL,
) -> Response[Problem | Usage]:
    """A tenant's provider tokens per model (optionally one session, a range)

    Args:
        tenant_id (str):
        session_id (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):
        group_by (AdminTenantUsageGroupBy | Unset):  Default: AdminTenantUsageGroupBy.MODEL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Usage]
    """

    kwargs = _get_kwargs(
        tenant_id=tenant_id,
        session_id=session_id,
        from_=from_,
        to=to,
        group_by=group_by,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tenant_id: str,
    *,
    client: AuthenticatedClient,
    session_id: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
    group_by: AdminTenantUsageGroupBy | Unset = AdminTenantUsageGroupBy.MODEL,
) -> Problem | Usage | None:
    """A tenant's provider tokens per model (optionally one session, a range)

    Args:
        tenant_id (str):
        session_id (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):
        group_by (AdminTenantUsageGroupBy | Unset):  Default: AdminTenantUsageGroupBy.MODEL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Usage
    """

    return (
        await asyncio_detailed(
            tenant_id=tenant_id,
            client=client,
            session_id=session_id,
            from_=from_,
            to=to,
            group_by=group_by,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.navigate_body_type_0 import NavigateBodyType0
from ...models.navigate_body_type_1 import NavigateBodyType1
from ...models.navigate_result import NavigateResult
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    session_id: str,
    *,
    body: NavigateBodyType0 | NavigateBodyType1,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{session_id}/navigate".format(
            session_id=quote(str(session_id), safe=""),
        ),
    }

    if isinstance(body, NavigateBodyType0):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NavigateResult | Problem | None:
    if response.status_code == 200:
        response_200 = NavigateResult.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 502:
        response_502 = Problem.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[NavigateResult | Problem]:
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
    body: NavigateBodyType0 | NavigateBodyType1,
) -> Response[NavigateResult | Problem]:
    """Move the active leaf, optionally summarizing the abandoned branch

     With summarize (or instructions) the abandoned branch is summarized into a branch_summary entry that
    becomes the leaf; a host hook may cancel (cancelled: true, leaf unchanged). An unknown entry answers
    409 entry-not-found; a failed summary 502 branch-summary-failed, and the leaf does not move.

    Args:
        session_id (str):
        body (NavigateBodyType0 | NavigateBodyType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NavigateResult | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: NavigateBodyType0 | NavigateBodyType1,
) -> NavigateResult | Problem | None:
    """Move the active leaf, optionally summarizing the abandoned branch

     With summarize (or instructions) the abandoned branch is summarized into a branch_summary entry that
    becomes the leaf; a host hook may cancel (cancelled: true, leaf unchanged). An unknown entry answers
    409 entry-not-found; a failed summary 502 branch-summary-failed, and the leaf does not move.

    Args:
        session_id (str):
        body (NavigateBodyType0 | NavigateBodyType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NavigateResult | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: NavigateBodyType0 | NavigateBodyType1,
) -> Response[NavigateResult | Problem]:
    """Move the active leaf, optionally summarizing the abandoned branch

     With summarize (or instructions) the abandoned branch is summarized into a branch_summary entry that
    becomes the leaf; a host hook may cancel (cancelled: true, leaf unchanged). An unknown entry answers
    409 entry-not-found; a failed summary 502 branch-summary-failed, and the leaf does not move.

    Args:
        session_id (str):
        body (NavigateBodyType0 | NavigateBodyType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NavigateResult | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: NavigateBodyType0 | NavigateBodyType1,
) -> NavigateResult | Problem | None:
    """Move the active leaf, optionally summarizing the abandoned branch

     With summarize (or instructions) the abandoned branch is summarized into a branch_summary entry that
    becomes the leaf; a host hook may cancel (cancelled: true, leaf unchanged). An unknown entry answers
    409 entry-not-found; a failed summary 502 branch-summary-failed, and the leaf does not move.

    Args:
        session_id (str):
        body (NavigateBodyType0 | NavigateBodyType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NavigateResult | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            body=body,
        )
    ).parsed

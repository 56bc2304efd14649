from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.anthropic_turn_input import AnthropicTurnInput
from ...models.append_result import AppendResult
from ...models.gemini_turn_input import GeminiTurnInput
from ...models.native_turn_input import NativeTurnInput
from ...models.open_ai_chat_turn_input import OpenAiChatTurnInput
from ...models.open_ai_responses_turn_input import OpenAiResponsesTurnInput
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    body: AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput | OpenAiResponsesTurnInput,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["if-match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{session_id}/turns".format(
            session_id=quote(str(session_id), safe=""),
        ),
    }

    if (
        isinstance(body, NativeTurnInput)
        or isinstance(body, AnthropicTurnInput)
        or isinstance(body, OpenAiChatTurnInput)
        or isinstance(body, OpenAiResponsesTurnInput)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppendResult | Problem | None:
    if response.status_code == 200:
        response_200 = AppendResult.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = AppendResult.from_dict(response.json())

        return response_201

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[AppendResult | Problem]:
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
    body: AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput | OpenAiResponsesTurnInput,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[AppendResult | Problem]:
    """Append a turn in the host's wire format; may start an auto-compaction

     `input` is what the host added to its request since the last turn, `response` the provider response
    as its SDK returned it, `error` a failed call (status and body). compactor assigns entry ids,
    parents (the active leaf) and timestamps. Idempotency-Key, If-Match and the answer are those of POST
    …/entries. A body the format cannot take answers 422 with the JSON pointer and writes nothing.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput |
            OpenAiResponsesTurnInput): one turn of the host's agent loop, in one of: native, openai-
            chat, openai-responses, anthropic, gemini; it must add something (input items, a response
            or an error), and its tool results must answer open calls of the session (else 422
            invalid-turn)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppendResult | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput | OpenAiResponsesTurnInput,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> AppendResult | Problem | None:
    """Append a turn in the host's wire format; may start an auto-compaction

     `input` is what the host added to its request since the last turn, `response` the provider response
    as its SDK returned it, `error` a failed call (status and body). compactor assigns entry ids,
    parents (the active leaf) and timestamps. Idempotency-Key, If-Match and the answer are those of POST
    …/entries. A body the format cannot take answers 422 with the JSON pointer and writes nothing.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput |
            OpenAiResponsesTurnInput): one turn of the host's agent loop, in one of: native, openai-
            chat, openai-responses, anthropic, gemini; it must add something (input items, a response
            or an error), and its tool results must answer open calls of the session (else 422
            invalid-turn)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppendResult | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput | OpenAiResponsesTurnInput,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[AppendResult | Problem]:
    """Append a turn in the host's wire format; may start an auto-compaction

     `input` is what the host added to its request since the last turn, `response` the provider response
    as its SDK returned it, `error` a failed call (status and body). compactor assigns entry ids,
    parents (the active leaf) and timestamps. Idempotency-Key, If-Match and the answer are those of POST
    …/entries. A body the format cannot take answers 422 with the JSON pointer and writes nothing.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput |
            OpenAiResponsesTurnInput): one turn of the host's agent loop, in one of: native, openai-
            chat, openai-responses, anthropic, gemini; it must add something (input items, a response
            or an error), and its tool results must answer open calls of the session (else 422
            invalid-turn)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppendResult | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput | OpenAiResponsesTurnInput,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> AppendResult | Problem | None:
    """Append a turn in the host's wire format; may start an auto-compaction

     `input` is what the host added to its request since the last turn, `response` the provider response
    as its SDK returned it, `error` a failed call (status and body). compactor assigns entry ids,
    parents (the active leaf) and timestamps. Idempotency-Key, If-Match and the answer are those of POST
    …/entries. A body the format cannot take answers 422 with the JSON pointer and writes nothing.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (AnthropicTurnInput | GeminiTurnInput | NativeTurnInput | OpenAiChatTurnInput |
            OpenAiResponsesTurnInput): one turn of the host's agent loop, in one of: native, openai-
            chat, openai-responses, anthropic, gemini; it must add something (input items, a response
            or an error), and its tool results must answer open calls of the session (else 422
            invalid-turn)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppendResult | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed

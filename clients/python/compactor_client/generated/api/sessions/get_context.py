from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.anthropic_context import AnthropicContext
from ...models.context import Context
from ...models.gemini_context import GeminiContext
from ...models.get_context_format import GetContextFormat
from ...models.get_context_images import GetContextImages
from ...models.open_ai_chat_context import OpenAiChatContext
from ...models.open_ai_responses_context import OpenAiResponsesContext
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    images: GetContextImages | Unset = GetContextImages.INLINE,
    format_: GetContextFormat | Unset = GetContextFormat.NATIVE,
    model: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["if-none-match"] = if_none_match

    params: dict[str, Any] = {}

    json_images: str | Unset = UNSET
    if not isinstance(images, Unset):
        json_images = images.value

    params["images"] = json_images

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["model"] = model

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{session_id}/context".format(
            session_id=quote(str(session_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = Context.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = AnthropicContext.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = OpenAiChatContext.from_dict(data)

                return response_200_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_3 = OpenAiResponsesContext.from_dict(data)

                return response_200_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_4 = GeminiContext.from_dict(data)

            return response_200_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem]:
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
    images: GetContextImages | Unset = GetContextImages.INLINE,
    format_: GetContextFormat | Unset = GetContextFormat.NATIVE,
    model: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem]:
    """The LLM-ready context of the active leaf, natively or as a provider request

     format=native (default): the rebuilt AgentMessage[]. A provider format answers the request fragment
    to spread into that SDK call (under `request`), built with the session agent configuration for the
    session's model, and always a request the provider accepts. ETag / If-None-Match as for native.

    Args:
        session_id (str):
        images (GetContextImages | Unset):  Default: GetContextImages.INLINE.
        format_ (GetContextFormat | Unset):  Default: GetContextFormat.NATIVE.
        model (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        images=images,
        format_=format_,
        model=model,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    images: GetContextImages | Unset = GetContextImages.INLINE,
    format_: GetContextFormat | Unset = GetContextFormat.NATIVE,
    model: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem | None:
    """The LLM-ready context of the active leaf, natively or as a provider request

     format=native (default): the rebuilt AgentMessage[]. A provider format answers the request fragment
    to spread into that SDK call (under `request`), built with the session agent configuration for the
    session's model, and always a request the provider accepts. ETag / If-None-Match as for native.

    Args:
        session_id (str):
        images (GetContextImages | Unset):  Default: GetContextImages.INLINE.
        format_ (GetContextFormat | Unset):  Default: GetContextFormat.NATIVE.
        model (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        images=images,
        format_=format_,
        model=model,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    images: GetContextImages | Unset = GetContextImages.INLINE,
    format_: GetContextFormat | Unset = GetContextFormat.NATIVE,
    model: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem]:
    """The LLM-ready context of the active leaf, natively or as a provider request

     format=native (default): the rebuilt AgentMessage[]. A provider format answers the request fragment
    to spread into that SDK call (under `request`), built with the session agent configuration for the
    session's model, and always a request the provider accepts. ETag / If-None-Match as for native.

    Args:
        session_id (str):
        images (GetContextImages | Unset):  Default: GetContextImages.INLINE.
        format_ (GetContextFormat | Unset):  Default: GetContextFormat.NATIVE.
        model (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        images=images,
        format_=format_,
        model=model,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    images: GetContextImages | Unset = GetContextImages.INLINE,
    format_: GetContextFormat | Unset = GetContextFormat.NATIVE,
    model: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem | None:
    """The LLM-ready context of the active leaf, natively or as a provider request

     format=native (default): the rebuilt AgentMessage[]. A provider format answers the request fragment
    to spread into that SDK call (under `request`), built with the session agent configuration for the
    session's model, and always a request the provider accepts. ETag / If-None-Match as for native.

    Args:
        session_id (str):
        images (GetContextImages | Unset):  Default: GetContextImages.INLINE.
        format_ (GetContextFormat | Unset):  Default: GetContextFormat.NATIVE.
        model (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnthropicContext | Context | GeminiContext | OpenAiChatContext | OpenAiResponsesContext | Any | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            images=images,
            format_=format_,
            model=model,
            if_none_match=if_none_match,
        )
    ).parsed

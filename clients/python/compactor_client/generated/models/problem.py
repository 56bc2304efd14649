from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str): stable URI naming the kind of problem
        title (str):
        status (int):
        detail (str | Unset):
        instance (str | Unset):
        path (str | Unset): the failing field, as a dotted path from the request part
        pointer (str | Unset): invalid-turn: the failing field, as a JSON pointer into the body
        line (int | Unset): invalid-entry of an import: the 1-based line of the file
        current_seq (int | Unset): stream-conflict: the session seq now
        retry_after (int | Unset): rate-limited, session-busy, authentication-throttled, budget-exceeded, unavailable:
            seconds to wait
        scope (str | Unset): insufficient-scope: the scope the request needs and the key lacks
        placeholder (str | Unset): invalid-prompt-template: the unknown placeholder the template uses, without braces
    """

    type_: str
    title: str
    status: int
    detail: str | Unset = UNSET
    instance: str | Unset = UNSET
    path: str | Unset = UNSET
    pointer: str | Unset = UNSET
    line: int | Unset = UNSET
    current_seq: int | Unset = UNSET
    retry_after: int | Unset = UNSET
    scope: str | Unset = UNSET
    placeholder: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        instance = self.instance

        path = self.path

        pointer = self.pointer

        line = self.line

        current_seq = self.current_seq

        retry_after = self.retry_after

        scope = self.scope

        placeholder = self.placeholder

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if instance is not UNSET:
            field_dict["instance"] = instance
        if path is not UNSET:
            field_dict["path"] = path
        if pointer is not UNSET:
            field_dict["pointer"] = pointer
        if line is not UNSET:
            field_dict["line"] = line
        if current_seq is not UNSET:
            field_dict["currentSeq"] = current_seq
        if retry_after is not UNSET:
            field_dict["retryAfter"] = retry_after
        if scope is not UNSET:
            field_dict["scope"] = scope
        if placeholder is not UNSET:
            field_dict["placeholder"] = placeholder

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail", UNSET)

        instance = d.pop("instance", UNSET)

        path = d.pop("path", UNSET)

        pointer = d.pop("pointer", UNSET)

        line = d.pop("line", UNSET)

        current_seq = d.pop("currentSeq", UNSET)

        retry_after = d.pop("retryAfter", UNSET)

        scope = d.pop("scope", UNSET)

        placeholder = d.pop("placeholder", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            instance=instance,
            path=path,
            pointer=pointer,
            line=line,
            current_seq=current_seq,
            retry_after=retry_after,
            scope=scope,
            placeholder=placeholder,
        )

        return problem

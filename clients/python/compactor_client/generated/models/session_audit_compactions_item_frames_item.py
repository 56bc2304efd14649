from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SessionAuditCompactionsItemFramesItem")


@_attrs_define
class SessionAuditCompactionsItemFramesItem:
    """
    Attributes:
        sha256 (str):
        width (int | None):
        height (int | None):
        shape (None | str):
        billed_tokens (int | None): estimate for the session model's API
    """

    sha256: str
    width: int | None
    height: int | None
    shape: None | str
    billed_tokens: int | None

    def to_dict(self) -> dict[str, Any]:
        sha256 = self.sha256

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        shape: None | str
        shape = self.shape

        billed_tokens: int | None
        billed_tokens = self.billed_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sha256": sha256,
                "width": width,
                "height": height,
                "shape": shape,
                "billedTokens": billed_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sha256 = d.pop("sha256")

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_shape(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shape = _parse_shape(d.pop("shape"))

        def _parse_billed_tokens(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        billed_tokens = _parse_billed_tokens(d.pop("billedTokens"))

        session_audit_compactions_item_frames_item = cls(
            sha256=sha256,
            width=width,
            height=height,
            shape=shape,
            billed_tokens=billed_tokens,
        )

        return session_audit_compactions_item_frames_item

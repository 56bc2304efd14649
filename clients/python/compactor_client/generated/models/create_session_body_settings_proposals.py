from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSessionBodySettingsProposals")


@_attrs_define
class CreateSessionBodySettingsProposals:
    """
    Attributes:
        ttl_seconds (int | Unset): seconds a proposal waits for approve or reject before it expires (default 86,400: 24
            h)
    """

    ttl_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ttl_seconds = self.ttl_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ttl_seconds is not UNSET:
            field_dict["ttlSeconds"] = ttl_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ttl_seconds = d.pop("ttlSeconds", UNSET)

        create_session_body_settings_proposals = cls(
            ttl_seconds=ttl_seconds,
        )

        return create_session_body_settings_proposals

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.admin_create_key_body_scopes_item import AdminCreateKeyBodyScopesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="AdminCreateKeyBody")


@_attrs_define
class AdminCreateKeyBody:
    """
    Attributes:
        name (str | Unset):
        scopes (list[AdminCreateKeyBodyScopesItem] | Unset): default: read, write and compact
        expires_in_seconds (int | Unset):
    """

    name: str | Unset = UNSET
    scopes: list[AdminCreateKeyBodyScopesItem] | Unset = UNSET
    expires_in_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = []
            for scopes_item_data in self.scopes:
                scopes_item = scopes_item_data.value
                scopes.append(scopes_item)

        expires_in_seconds = self.expires_in_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if expires_in_seconds is not UNSET:
            field_dict["expiresInSeconds"] = expires_in_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _scopes = d.pop("scopes", UNSET)
        scopes: list[AdminCreateKeyBodyScopesItem] | Unset = UNSET
        if _scopes is not UNSET:
            scopes = []
            for scopes_item_data in _scopes:
                scopes_item = AdminCreateKeyBodyScopesItem(scopes_item_data)

                scopes.append(scopes_item)

        expires_in_seconds = d.pop("expiresInSeconds", UNSET)

        admin_create_key_body = cls(
            name=name,
            scopes=scopes,
            expires_in_seconds=expires_in_seconds,
        )

        return admin_create_key_body

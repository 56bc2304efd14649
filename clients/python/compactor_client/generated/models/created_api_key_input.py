from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.created_api_key_input_scopes_item import CreatedApiKeyInputScopesItem

T = TypeVar("T", bound="CreatedApiKeyInput")


@_attrs_define
class CreatedApiKeyInput:
    """
    Attributes:
        id (str): the public id (the ck_<id>_ part of the key)
        tenant_id (str):
        name (None | str):
        scopes (list[CreatedApiKeyInputScopesItem]):
        created_at (str): an ISO 8601 instant
        expires_at (None | str):
        revoked_at (None | str):
        secret (str): the whole key: shown only in this response
    """

    id: str
    tenant_id: str
    name: None | str
    scopes: list[CreatedApiKeyInputScopesItem]
    created_at: str
    expires_at: None | str
    revoked_at: None | str
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        tenant_id = self.tenant_id

        name: None | str
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        created_at = self.created_at

        expires_at: None | str
        expires_at = self.expires_at

        revoked_at: None | str
        revoked_at = self.revoked_at

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "tenantId": tenant_id,
                "name": name,
                "scopes": scopes,
                "createdAt": created_at,
                "expiresAt": expires_at,
                "revokedAt": revoked_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        tenant_id = d.pop("tenantId")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = CreatedApiKeyInputScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        created_at = d.pop("createdAt")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        def _parse_revoked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_at = _parse_revoked_at(d.pop("revokedAt"))

        secret = d.pop("secret")

        created_api_key_input = cls(
            id=id,
            tenant_id=tenant_id,
            name=name,
            scopes=scopes,
            created_at=created_at,
            expires_at=expires_at,
            revoked_at=revoked_at,
            secret=secret,
        )

        created_api_key_input.additional_properties = d
        return created_api_key_input

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

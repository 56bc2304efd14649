from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.server_info_scopes_item import ServerInfoScopesItem

T = TypeVar("T", bound="ServerInfo")


@_attrs_define
class ServerInfo:
    """
    Attributes:
        tenant_id (str): the tenant of the key
        scopes (list[ServerInfoScopesItem]): the key's scopes (the viewer offers decisions to a compact key only)
        version (str):
        temporal_ui_url (None | str): base URL of the Temporal UI (COMPACTOR_TEMPORAL_UI_URL)
        temporal_namespace (str):
    """

    tenant_id: str
    scopes: list[ServerInfoScopesItem]
    version: str
    temporal_ui_url: None | str
    temporal_namespace: str

    def to_dict(self) -> dict[str, Any]:
        tenant_id = self.tenant_id

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        version = self.version

        temporal_ui_url: None | str
        temporal_ui_url = self.temporal_ui_url

        temporal_namespace = self.temporal_namespace

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tenantId": tenant_id,
                "scopes": scopes,
                "version": version,
                "temporalUiUrl": temporal_ui_url,
                "temporalNamespace": temporal_namespace,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        tenant_id = d.pop("tenantId")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = ServerInfoScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        version = d.pop("version")

        def _parse_temporal_ui_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        temporal_ui_url = _parse_temporal_ui_url(d.pop("temporalUiUrl"))

        temporal_namespace = d.pop("temporalNamespace")

        server_info = cls(
            tenant_id=tenant_id,
            scopes=scopes,
            version=version,
            temporal_ui_url=temporal_ui_url,
            temporal_namespace=temporal_namespace,
        )

        return server_info

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.admin_audit_events_item_details import AdminAuditEventsItemDetails


T = TypeVar("T", bound="AdminAuditEventsItem")


@_attrs_define
class AdminAuditEventsItem:
    """
    Attributes:
        id (int):
        at (str): an ISO 8601 instant
        operator_key_id (str): who: the operator key
        action (str): what: tenant.create, key.revoke, tenant.settings.replace, sessions.purge, …
        tenant_id (None | str):
        target (None | str):
        details (AdminAuditEventsItemDetails):
    """

    id: int
    at: str
    operator_key_id: str
    action: str
    tenant_id: None | str
    target: None | str
    details: AdminAuditEventsItemDetails

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        at = self.at

        operator_key_id = self.operator_key_id

        action = self.action

        tenant_id: None | str
        tenant_id = self.tenant_id

        target: None | str
        target = self.target

        details = self.details.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "at": at,
                "operatorKeyId": operator_key_id,
                "action": action,
                "tenantId": tenant_id,
                "target": target,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.admin_audit_events_item_details import AdminAuditEventsItemDetails

        d = dict(src_dict)
        id = d.pop("id")

        at = d.pop("at")

        operator_key_id = d.pop("operatorKeyId")

        action = d.pop("action")

        def _parse_tenant_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tenant_id = _parse_tenant_id(d.pop("tenantId"))

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        details = AdminAuditEventsItemDetails.from_dict(d.pop("details"))

        admin_audit_events_item = cls(
            id=id,
            at=at,
            operator_key_id=operator_key_id,
            action=action,
            tenant_id=tenant_id,
            target=target,
            details=details,
        )

        return admin_audit_events_item

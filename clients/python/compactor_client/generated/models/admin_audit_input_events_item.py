from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.admin_audit_input_events_item_details import AdminAuditInputEventsItemDetails


T = TypeVar("T", bound="AdminAuditInputEventsItem")


@_attrs_define
class AdminAuditInputEventsItem:
    """
    Attributes:
        id (int):
        at (str): an ISO 8601 instant
        operator_key_id (str): who: the operator key
        action (str): what: tenant.create, key.revoke, tenant.settings.replace, sessions.purge, …
        tenant_id (None | str):
        target (None | str):
        details (AdminAuditInputEventsItemDetails):
    """

    id: int
    at: str
    operator_key_id: str
    action: str
    tenant_id: None | str
    target: None | str
    details: AdminAuditInputEventsItemDetails
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.admin_audit_input_events_item_details import AdminAuditInputEventsItemDetails

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

        details = AdminAuditInputEventsItemDetails.from_dict(d.pop("details"))

        admin_audit_input_events_item = cls(
            id=id,
            at=at,
            operator_key_id=operator_key_id,
            action=action,
            tenant_id=tenant_id,
            target=target,
            details=details,
        )

        admin_audit_input_events_item.additional_properties = d
        return admin_audit_input_events_item

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

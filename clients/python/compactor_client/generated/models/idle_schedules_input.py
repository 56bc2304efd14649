from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.idle_schedule_input import IdleScheduleInput


T = TypeVar("T", bound="IdleSchedulesInput")


@_attrs_define
class IdleSchedulesInput:
    """
    Attributes:
        all_tenants (IdleScheduleInput | None):
        tenant (IdleScheduleInput | None):
    """

    all_tenants: IdleScheduleInput | None
    tenant: IdleScheduleInput | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.idle_schedule_input import IdleScheduleInput

        all_tenants: dict[str, Any] | None
        if isinstance(self.all_tenants, IdleScheduleInput):
            all_tenants = self.all_tenants.to_dict()
        else:
            all_tenants = self.all_tenants

        tenant: dict[str, Any] | None
        if isinstance(self.tenant, IdleScheduleInput):
            tenant = self.tenant.to_dict()
        else:
            tenant = self.tenant

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allTenants": all_tenants,
                "tenant": tenant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.idle_schedule_input import IdleScheduleInput

        d = dict(src_dict)

        def _parse_all_tenants(data: object) -> IdleScheduleInput | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                all_tenants_type_0 = IdleScheduleInput.from_dict(data)

                return all_tenants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IdleScheduleInput | None, data)

        all_tenants = _parse_all_tenants(d.pop("allTenants"))

        def _parse_tenant(data: object) -> IdleScheduleInput | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tenant_type_0 = IdleScheduleInput.from_dict(data)

                return tenant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IdleScheduleInput | None, data)

        tenant = _parse_tenant(d.pop("tenant"))

        idle_schedules_input = cls(
            all_tenants=all_tenants,
            tenant=tenant,
        )

        idle_schedules_input.additional_properties = d
        return idle_schedules_input

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

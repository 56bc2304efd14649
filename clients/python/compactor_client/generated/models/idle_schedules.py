from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.idle_schedule import IdleSchedule


T = TypeVar("T", bound="IdleSchedules")


@_attrs_define
class IdleSchedules:
    """
    Attributes:
        all_tenants (IdleSchedule | None):
        tenant (IdleSchedule | None):
    """

    all_tenants: IdleSchedule | None
    tenant: IdleSchedule | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.idle_schedule import IdleSchedule

        all_tenants: dict[str, Any] | None
        if isinstance(self.all_tenants, IdleSchedule):
            all_tenants = self.all_tenants.to_dict()
        else:
            all_tenants = self.all_tenants

        tenant: dict[str, Any] | None
        if isinstance(self.tenant, IdleSchedule):
            tenant = self.tenant.to_dict()
        else:
            tenant = self.tenant

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "allTenants": all_tenants,
                "tenant": tenant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.idle_schedule import IdleSchedule

        d = dict(src_dict)

        def _parse_all_tenants(data: object) -> IdleSchedule | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                all_tenants_type_0 = IdleSchedule.from_dict(data)

                return all_tenants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IdleSchedule | None, data)

        all_tenants = _parse_all_tenants(d.pop("allTenants"))

        def _parse_tenant(data: object) -> IdleSchedule | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tenant_type_0 = IdleSchedule.from_dict(data)

                return tenant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IdleSchedule | None, data)

        tenant = _parse_tenant(d.pop("tenant"))

        idle_schedules = cls(
            all_tenants=all_tenants,
            tenant=tenant,
        )

        return idle_schedules

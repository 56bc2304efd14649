from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tenant import Tenant


T = TypeVar("T", bound="TenantList")


@_attrs_define
class TenantList:
    """
    Attributes:
        tenants (list[Tenant]):
    """

    tenants: list[Tenant]

    def to_dict(self) -> dict[str, Any]:
        tenants = []
        for tenants_item_data in self.tenants:
            tenants_item = tenants_item_data.to_dict()
            tenants.append(tenants_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tenants": tenants,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tenant import Tenant

        d = dict(src_dict)
        tenants = []
        _tenants = d.pop("tenants")
        for tenants_item_data in _tenants:
            tenants_item = Tenant.from_dict(tenants_item_data)

            tenants.append(tenants_item)

        tenant_list = cls(
            tenants=tenants,
        )

        return tenant_list

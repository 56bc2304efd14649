from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.admin_replace_tenant_settings_response_200_compaction import (
        AdminReplaceTenantSettingsResponse200Compaction,
    )
    from ..models.admin_replace_tenant_settings_response_200_spend import AdminReplaceTenantSettingsResponse200Spend


T = TypeVar("T", bound="AdminReplaceTenantSettingsResponse200")


@_attrs_define
class AdminReplaceTenantSettingsResponse200:
    """
    Attributes:
        model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        auto_compaction (bool | Unset): start threshold / overflow / incomplete compactions from appends (default false)
        compaction (AdminReplaceTenantSettingsResponse200Compaction | Unset):
        spend (AdminReplaceTenantSettingsResponse200Spend | Unset):
    """

    model: str | Unset = UNSET
    auto_compaction: bool | Unset = UNSET
    compaction: AdminReplaceTenantSettingsResponse200Compaction | Unset = UNSET
    spend: AdminReplaceTenantSettingsResponse200Spend | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        auto_compaction = self.auto_compaction

        compaction: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compaction, Unset):
            compaction = self.compaction.to_dict()

        spend: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spend, Unset):
            spend = self.spend.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if model is not UNSET:
            field_dict["model"] = model
        if auto_compaction is not UNSET:
            field_dict["autoCompaction"] = auto_compaction
        if compaction is not UNSET:
            field_dict["compaction"] = compaction
        if spend is not UNSET:
            field_dict["spend"] = spend

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.admin_replace_tenant_settings_response_200_compaction import (
            AdminReplaceTenantSettingsResponse200Compaction,
        )
        from ..models.admin_replace_tenant_settings_response_200_spend import AdminReplaceTenantSettingsResponse200Spend

        d = dict(src_dict)
        model = d.pop("model", UNSET)

        auto_compaction = d.pop("autoCompaction", UNSET)

        _compaction = d.pop("compaction", UNSET)
        compaction: AdminReplaceTenantSettingsResponse200Compaction | Unset
        if isinstance(_compaction, Unset):
            compaction = UNSET
        else:
            compaction = AdminReplaceTenantSettingsResponse200Compaction.from_dict(_compaction)

        _spend = d.pop("spend", UNSET)
        spend: AdminReplaceTenantSettingsResponse200Spend | Unset
        if isinstance(_spend, Unset):
            spend = UNSET
        else:
            spend = AdminReplaceTenantSettingsResponse200Spend.from_dict(_spend)

        admin_replace_tenant_settings_response_200 = cls(
            model=model,
            auto_compaction=auto_compaction,
            compaction=compaction,
            spend=spend,
        )

        return admin_replace_tenant_settings_response_200

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usage_input_group_by import UsageInputGroupBy

if TYPE_CHECKING:
    from ..models.usage_input_groups_item import UsageInputGroupsItem
    from ..models.usage_input_models_item import UsageInputModelsItem
    from ..models.usage_input_prices import UsageInputPrices
    from ..models.usage_input_total import UsageInputTotal


T = TypeVar("T", bound="UsageInput")


@_attrs_define
class UsageInput:
    """
    Attributes:
        models (list[UsageInputModelsItem]):
        group_by (UsageInputGroupBy):
        groups (list[UsageInputGroupsItem]):
        total (UsageInputTotal):
        unpriced_models (list[str]): models the price table has no price for: tokens counted, no cost
        prices (UsageInputPrices): the price table the estimates use
    """

    models: list[UsageInputModelsItem]
    group_by: UsageInputGroupBy
    groups: list[UsageInputGroupsItem]
    total: UsageInputTotal
    unpriced_models: list[str]
    prices: UsageInputPrices
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        group_by = self.group_by.value

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)

        total = self.total.to_dict()

        unpriced_models = self.unpriced_models

        prices = self.prices.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "models": models,
                "groupBy": group_by,
                "groups": groups,
                "total": total,
                "unpricedModels": unpriced_models,
                "prices": prices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.usage_input_groups_item import UsageInputGroupsItem
        from ..models.usage_input_models_item import UsageInputModelsItem
        from ..models.usage_input_prices import UsageInputPrices
        from ..models.usage_input_total import UsageInputTotal

        d = dict(src_dict)
        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = UsageInputModelsItem.from_dict(models_item_data)

            models.append(models_item)

        group_by = UsageInputGroupBy(d.pop("groupBy"))

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = UsageInputGroupsItem.from_dict(groups_item_data)

            groups.append(groups_item)

        total = UsageInputTotal.from_dict(d.pop("total"))

        unpriced_models = cast(list[str], d.pop("unpricedModels"))

        prices = UsageInputPrices.from_dict(d.pop("prices"))

        usage_input = cls(
            models=models,
            group_by=group_by,
            groups=groups,
            total=total,
            unpriced_models=unpriced_models,
            prices=prices,
        )

        usage_input.additional_properties = d
        return usage_input

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

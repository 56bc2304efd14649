from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.usage_group_by import UsageGroupBy

if TYPE_CHECKING:
    from ..models.usage_groups_item import UsageGroupsItem
    from ..models.usage_models_item import UsageModelsItem
    from ..models.usage_prices import UsagePrices
    from ..models.usage_total import UsageTotal


T = TypeVar("T", bound="Usage")


@_attrs_define
class Usage:
    """
    Attributes:
        models (list[UsageModelsItem]):
        group_by (UsageGroupBy):
        groups (list[UsageGroupsItem]):
        total (UsageTotal):
        unpriced_models (list[str]): models the price table has no price for: tokens counted, no cost
        prices (UsagePrices): the price table the estimates use
    """

    models: list[UsageModelsItem]
    group_by: UsageGroupBy
    groups: list[UsageGroupsItem]
    total: UsageTotal
    unpriced_models: list[str]
    prices: UsagePrices

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
        from ..models.usage_groups_item import UsageGroupsItem
        from ..models.usage_models_item import UsageModelsItem
        from ..models.usage_prices import UsagePrices
        from ..models.usage_total import UsageTotal

        d = dict(src_dict)
        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = UsageModelsItem.from_dict(models_item_data)

            models.append(models_item)

        group_by = UsageGroupBy(d.pop("groupBy"))

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = UsageGroupsItem.from_dict(groups_item_data)

            groups.append(groups_item)

        total = UsageTotal.from_dict(d.pop("total"))

        unpriced_models = cast(list[str], d.pop("unpricedModels"))

        prices = UsagePrices.from_dict(d.pop("prices"))

        usage = cls(
            models=models,
            group_by=group_by,
            groups=groups,
            total=total,
            unpriced_models=unpriced_models,
            prices=prices,
        )

        return usage

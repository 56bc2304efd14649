from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.usage_models_item import UsageModelsItem
    from ..models.usage_total import UsageTotal


T = TypeVar("T", bound="Usage")


@_attrs_define
class Usage:
    """
    Attributes:
        models (list[UsageModelsItem]):
        total (UsageTotal):
    """

    models: list[UsageModelsItem]
    total: UsageTotal

    def to_dict(self) -> dict[str, Any]:
        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        total = self.total.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "models": models,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.usage_models_item import UsageModelsItem
        from ..models.usage_total import UsageTotal

        d = dict(src_dict)
        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = UsageModelsItem.from_dict(models_item_data)

            models.append(models_item)

        total = UsageTotal.from_dict(d.pop("total"))

        usage = cls(
            models=models,
            total=total,
        )

        return usage

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.service_tier_change_entry_input_service_tier_type_0 import ServiceTierChangeEntryInputServiceTierType0


T = TypeVar("T", bound="ServiceTierChangeEntryInput")


@_attrs_define
class ServiceTierChangeEntryInput:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['service_tier_change']):
        service_tier (None | ServiceTierChangeEntryInputServiceTierType0):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["service_tier_change"]
    service_tier: None | ServiceTierChangeEntryInputServiceTierType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.service_tier_change_entry_input_service_tier_type_0 import (
            ServiceTierChangeEntryInputServiceTierType0,
        )

        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        service_tier: dict[str, Any] | None
        if isinstance(self.service_tier, ServiceTierChangeEntryInputServiceTierType0):
            service_tier = self.service_tier.to_dict()
        else:
            service_tier = self.service_tier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "serviceTier": service_tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.service_tier_change_entry_input_service_tier_type_0 import (
            ServiceTierChangeEntryInputServiceTierType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["service_tier_change"], d.pop("type"))
        if type_ != "service_tier_change":
            raise ValueError(f"type must match const 'service_tier_change', got '{type_}'")

        def _parse_service_tier(data: object) -> None | ServiceTierChangeEntryInputServiceTierType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                service_tier_type_0 = ServiceTierChangeEntryInputServiceTierType0.from_dict(data)

                return service_tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ServiceTierChangeEntryInputServiceTierType0, data)

        service_tier = _parse_service_tier(d.pop("serviceTier"))

        service_tier_change_entry_input = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            service_tier=service_tier,
        )

        service_tier_change_entry_input.additional_properties = d
        return service_tier_change_entry_input

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

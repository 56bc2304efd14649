from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ModelChangeEntry")


@_attrs_define
class ModelChangeEntry:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['model_change']):
        model (str | Unset):
        role (str | Unset):
        provider (str | Unset):
        model_id (str | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["model_change"]
    model: str | Unset = UNSET
    role: str | Unset = UNSET
    provider: str | Unset = UNSET
    model_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        model = self.model

        role = self.role

        provider = self.provider

        model_id = self.model_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
            }
        )
        if model is not UNSET:
            field_dict["model"] = model
        if role is not UNSET:
            field_dict["role"] = role
        if provider is not UNSET:
            field_dict["provider"] = provider
        if model_id is not UNSET:
            field_dict["modelId"] = model_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["model_change"], d.pop("type"))
        if type_ != "model_change":
            raise ValueError(f"type must match const 'model_change', got '{type_}'")

        model = d.pop("model", UNSET)

        role = d.pop("role", UNSET)

        provider = d.pop("provider", UNSET)

        model_id = d.pop("modelId", UNSET)

        model_change_entry = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            model=model,
            role=role,
            provider=provider,
            model_id=model_id,
        )

        model_change_entry.additional_properties = d
        return model_change_entry

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

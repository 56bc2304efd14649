from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BranchSummaryMessage")


@_attrs_define
class BranchSummaryMessage:
    """rebuilt from a branch_summary entry; never stored as a message

    Attributes:
        role (Literal['branchSummary']):
        summary (str):
        from_id (str):
        timestamp (float):
    """

    role: Literal["branchSummary"]
    summary: str
    from_id: str
    timestamp: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        summary = self.summary

        from_id = self.from_id

        timestamp = self.timestamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "summary": summary,
                "fromId": from_id,
                "timestamp": timestamp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = cast(Literal["branchSummary"], d.pop("role"))
        if role != "branchSummary":
            raise ValueError(f"role must match const 'branchSummary', got '{role}'")

        summary = d.pop("summary")

        from_id = d.pop("fromId")

        timestamp = d.pop("timestamp")

        branch_summary_message = cls(
            role=role,
            summary=summary,
            from_id=from_id,
            timestamp=timestamp,
        )

        branch_summary_message.additional_properties = d
        return branch_summary_message

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CompactionProposalInputSummarize")


@_attrs_define
class CompactionProposalInputSummarize:
    """the entries it would summarize

    Attributes:
        from_id (str):
        to_id (str):
    """

    from_id: str
    to_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_id = self.from_id

        to_id = self.to_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fromId": from_id,
                "toId": to_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_id = d.pop("fromId")

        to_id = d.pop("toId")

        compaction_proposal_input_summarize = cls(
            from_id=from_id,
            to_id=to_id,
        )

        compaction_proposal_input_summarize.additional_properties = d
        return compaction_proposal_input_summarize

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

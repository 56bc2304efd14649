from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CompactionProposalKeep")


@_attrs_define
class CompactionProposalKeep:
    """the entries it would keep (later appends are kept too)

    Attributes:
        from_id (str):
        to_id (str):
    """

    from_id: str
    to_id: str

    def to_dict(self) -> dict[str, Any]:
        from_id = self.from_id

        to_id = self.to_id

        field_dict: dict[str, Any] = {}

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

        compaction_proposal_keep = cls(
            from_id=from_id,
            to_id=to_id,
        )

        return compaction_proposal_keep

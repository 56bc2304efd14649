from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RevertedCompactionInput")


@_attrs_define
class RevertedCompactionInput:
    """
    Attributes:
        id (str): the run id of the reverted compaction
        compaction_entry_id (str):
        restored_seqs (list[float]): the seqs of the run's pruning events reverted with it (their tool results are whole
            again)
        seq (float): the seq of the compaction_reverted event
        reverted_at (str): an ISO 8601 instant
    """

    id: str
    compaction_entry_id: str
    restored_seqs: list[float]
    seq: float
    reverted_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        compaction_entry_id = self.compaction_entry_id

        restored_seqs = self.restored_seqs

        seq = self.seq

        reverted_at = self.reverted_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "compactionEntryId": compaction_entry_id,
                "restoredSeqs": restored_seqs,
                "seq": seq,
                "revertedAt": reverted_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        compaction_entry_id = d.pop("compactionEntryId")

        restored_seqs = cast(list[float], d.pop("restoredSeqs"))

        seq = d.pop("seq")

        reverted_at = d.pop("revertedAt")

        reverted_compaction_input = cls(
            id=id,
            compaction_entry_id=compaction_entry_id,
            restored_seqs=restored_seqs,
            seq=seq,
            reverted_at=reverted_at,
        )

        reverted_compaction_input.additional_properties = d
        return reverted_compaction_input

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

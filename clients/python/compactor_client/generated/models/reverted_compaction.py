from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RevertedCompaction")


@_attrs_define
class RevertedCompaction:
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

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        compaction_entry_id = self.compaction_entry_id

        restored_seqs = self.restored_seqs

        seq = self.seq

        reverted_at = self.reverted_at

        field_dict: dict[str, Any] = {}

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

        reverted_compaction = cls(
            id=id,
            compaction_entry_id=compaction_entry_id,
            restored_seqs=restored_seqs,
            seq=seq,
            reverted_at=reverted_at,
        )

        return reverted_compaction

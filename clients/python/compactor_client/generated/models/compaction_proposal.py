from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compaction_proposal_keep import CompactionProposalKeep
    from ..models.compaction_proposal_summarize import CompactionProposalSummarize
    from ..models.compaction_proposal_turn_prefix import CompactionProposalTurnPrefix


T = TypeVar("T", bound="CompactionProposal")


@_attrs_define
class CompactionProposal:
    """
    Attributes:
        method (str):
        summary (str): the summary the compaction entry would carry
        tokens_before (float):
        tokens_after (float):
        first_kept_entry_id (str):
        snapshot_leaf_id (str): the leaf the proposal was made on
        expires_at (str): an ISO 8601 instant: undecided by then, the proposal expires
        model (str | Unset):
        frames (int | Unset): snapcompact: the frames the summary carries
        summarize (CompactionProposalSummarize | Unset): the entries it would summarize
        turn_prefix (CompactionProposalTurnPrefix | Unset): the start of a split turn it would summarize
        keep (CompactionProposalKeep | Unset): the entries it would keep (later appends are kept too)
        warning (str | Unset):
    """

    method: str
    summary: str
    tokens_before: float
    tokens_after: float
    first_kept_entry_id: str
    snapshot_leaf_id: str
    expires_at: str
    model: str | Unset = UNSET
    frames: int | Unset = UNSET
    summarize: CompactionProposalSummarize | Unset = UNSET
    turn_prefix: CompactionProposalTurnPrefix | Unset = UNSET
    keep: CompactionProposalKeep | Unset = UNSET
    warning: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        summary = self.summary

        tokens_before = self.tokens_before

        tokens_after = self.tokens_after

        first_kept_entry_id = self.first_kept_entry_id

        snapshot_leaf_id = self.snapshot_leaf_id

        expires_at = self.expires_at

        model = self.model

        frames = self.frames

        summarize: dict[str, Any] | Unset = UNSET
        if not isinstance(self.summarize, Unset):
            summarize = self.summarize.to_dict()

        turn_prefix: dict[str, Any] | Unset = UNSET
        if not isinstance(self.turn_prefix, Unset):
            turn_prefix = self.turn_prefix.to_dict()

        keep: dict[str, Any] | Unset = UNSET
        if not isinstance(self.keep, Unset):
            keep = self.keep.to_dict()

        warning = self.warning

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
                "summary": summary,
                "tokensBefore": tokens_before,
                "tokensAfter": tokens_after,
                "firstKeptEntryId": first_kept_entry_id,
                "snapshotLeafId": snapshot_leaf_id,
                "expiresAt": expires_at,
            }
        )
        if model is not UNSET:
            field_dict["model"] = model
        if frames is not UNSET:
            field_dict["frames"] = frames
        if summarize is not UNSET:
            field_dict["summarize"] = summarize
        if turn_prefix is not UNSET:
            field_dict["turnPrefix"] = turn_prefix
        if keep is not UNSET:
            field_dict["keep"] = keep
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compaction_proposal_keep import CompactionProposalKeep
        from ..models.compaction_proposal_summarize import CompactionProposalSummarize
        from ..models.compaction_proposal_turn_prefix import CompactionProposalTurnPrefix

        d = dict(src_dict)
        method = d.pop("method")

        summary = d.pop("summary")

        tokens_before = d.pop("tokensBefore")

        tokens_after = d.pop("tokensAfter")

        first_kept_entry_id = d.pop("firstKeptEntryId")

        snapshot_leaf_id = d.pop("snapshotLeafId")

        expires_at = d.pop("expiresAt")

        model = d.pop("model", UNSET)

        frames = d.pop("frames", UNSET)

        _summarize = d.pop("summarize", UNSET)
        summarize: CompactionProposalSummarize | Unset
        if isinstance(_summarize, Unset):
            summarize = UNSET
        else:
            summarize = CompactionProposalSummarize.from_dict(_summarize)

        _turn_prefix = d.pop("turnPrefix", UNSET)
        turn_prefix: CompactionProposalTurnPrefix | Unset
        if isinstance(_turn_prefix, Unset):
            turn_prefix = UNSET
        else:
            turn_prefix = CompactionProposalTurnPrefix.from_dict(_turn_prefix)

        _keep = d.pop("keep", UNSET)
        keep: CompactionProposalKeep | Unset
        if isinstance(_keep, Unset):
            keep = UNSET
        else:
            keep = CompactionProposalKeep.from_dict(_keep)

        warning = d.pop("warning", UNSET)

        compaction_proposal = cls(
            method=method,
            summary=summary,
            tokens_before=tokens_before,
            tokens_after=tokens_after,
            first_kept_entry_id=first_kept_entry_id,
            snapshot_leaf_id=snapshot_leaf_id,
            expires_at=expires_at,
            model=model,
            frames=frames,
            summarize=summarize,
            turn_prefix=turn_prefix,
            keep=keep,
            warning=warning,
        )

        return compaction_proposal

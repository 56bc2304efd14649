from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.compaction_result_outcome import CompactionResultOutcome
from ..models.compaction_result_progress_guard import CompactionResultProgressGuard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.summary_quality import SummaryQuality


T = TypeVar("T", bound="CompactionResult")


@_attrs_define
class CompactionResult:
    """
    Attributes:
        outcome (CompactionResultOutcome):
        workflow_id (str):
        tokens_before (float):
        will_retry (bool): overflow/incomplete recovery committed: retry the failed turn now
        reason (str | Unset):
        compaction_entry_id (str | Unset):
        method (str | Unset):
        model (str | Unset):
        tokens_after (float | Unset):
        warning (str | Unset):
        handed_off_to (str | Unset): strategy handoff: the new session this one continues in
        progress_guard (CompactionResultProgressGuard | Unset): rescued: eliding tool outputs made room; dead-end:
            nothing did (see warning)
        automatic_continuation_blocked (bool | Unset): the run made no progress: do not continue the agent
            automatically. With reason dead-end and no progressGuard the run was parked: the same turn already ended in a
            dead end, whose warning was given then
        quality (SummaryQuality | Unset):
        auto_continue (bool | Unset): a threshold compaction that left headroom, with compaction.autoContinue on:
            continue the agent
        continuation_prompt (str | Unset): with autoContinue: the text to send as the next user turn (docs/auto-
            continue.md)
    """

    outcome: CompactionResultOutcome
    workflow_id: str
    tokens_before: float
    will_retry: bool
    reason: str | Unset = UNSET
    compaction_entry_id: str | Unset = UNSET
    method: str | Unset = UNSET
    model: str | Unset = UNSET
    tokens_after: float | Unset = UNSET
    warning: str | Unset = UNSET
    handed_off_to: str | Unset = UNSET
    progress_guard: CompactionResultProgressGuard | Unset = UNSET
    automatic_continuation_blocked: bool | Unset = UNSET
    quality: SummaryQuality | Unset = UNSET
    auto_continue: bool | Unset = UNSET
    continuation_prompt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        workflow_id = self.workflow_id

        tokens_before = self.tokens_before

        will_retry = self.will_retry

        reason = self.reason

        compaction_entry_id = self.compaction_entry_id

        method = self.method

        model = self.model

        tokens_after = self.tokens_after

        warning = self.warning

        handed_off_to = self.handed_off_to

        progress_guard: str | Unset = UNSET
        if not isinstance(self.progress_guard, Unset):
            progress_guard = self.progress_guard.value

        automatic_continuation_blocked = self.automatic_continuation_blocked

        quality: dict[str, Any] | Unset = UNSET
        if not isinstance(self.quality, Unset):
            quality = self.quality.to_dict()

        auto_continue = self.auto_continue

        continuation_prompt = self.continuation_prompt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcome": outcome,
                "workflowId": workflow_id,
                "tokensBefore": tokens_before,
                "willRetry": will_retry,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if compaction_entry_id is not UNSET:
            field_dict["compactionEntryId"] = compaction_entry_id
        if method is not UNSET:
            field_dict["method"] = method
        if model is not UNSET:
            field_dict["model"] = model
        if tokens_after is not UNSET:
            field_dict["tokensAfter"] = tokens_after
        if warning is not UNSET:
            field_dict["warning"] = warning
        if handed_off_to is not UNSET:
            field_dict["handedOffTo"] = handed_off_to
        if progress_guard is not UNSET:
            field_dict["progressGuard"] = progress_guard
        if automatic_continuation_blocked is not UNSET:
            field_dict["automaticContinuationBlocked"] = automatic_continuation_blocked
        if quality is not UNSET:
            field_dict["quality"] = quality
        if auto_continue is not UNSET:
            field_dict["autoContinue"] = auto_continue
        if continuation_prompt is not UNSET:
            field_dict["continuationPrompt"] = continuation_prompt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.summary_quality import SummaryQuality

        d = dict(src_dict)
        outcome = CompactionResultOutcome(d.pop("outcome"))

        workflow_id = d.pop("workflowId")

        tokens_before = d.pop("tokensBefore")

        will_retry = d.pop("willRetry")

        reason = d.pop("reason", UNSET)

        compaction_entry_id = d.pop("compactionEntryId", UNSET)

        method = d.pop("method", UNSET)

        model = d.pop("model", UNSET)

        tokens_after = d.pop("tokensAfter", UNSET)

        warning = d.pop("warning", UNSET)

        handed_off_to = d.pop("handedOffTo", UNSET)

        _progress_guard = d.pop("progressGuard", UNSET)
        progress_guard: CompactionResultProgressGuard | Unset
        if isinstance(_progress_guard, Unset):
            progress_guard = UNSET
        else:
            progress_guard = CompactionResultProgressGuard(_progress_guard)

        automatic_continuation_blocked = d.pop("automaticContinuationBlocked", UNSET)

        _quality = d.pop("quality", UNSET)
        quality: SummaryQuality | Unset
        if isinstance(_quality, Unset):
            quality = UNSET
        else:
            quality = SummaryQuality.from_dict(_quality)

        auto_continue = d.pop("autoContinue", UNSET)

        continuation_prompt = d.pop("continuationPrompt", UNSET)

        compaction_result = cls(
            outcome=outcome,
            workflow_id=workflow_id,
            tokens_before=tokens_before,
            will_retry=will_retry,
            reason=reason,
            compaction_entry_id=compaction_entry_id,
            method=method,
            model=model,
            tokens_after=tokens_after,
            warning=warning,
            handed_off_to=handed_off_to,
            progress_guard=progress_guard,
            automatic_continuation_blocked=automatic_continuation_blocked,
            quality=quality,
            auto_continue=auto_continue,
            continuation_prompt=continuation_prompt,
        )

        return compaction_result

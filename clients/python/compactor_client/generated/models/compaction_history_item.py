from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.compaction_history_item_attempts_type_0_item import CompactionHistoryItemAttemptsType0Item
    from ..models.compaction_history_item_decision_type_0 import CompactionHistoryItemDecisionType0


T = TypeVar("T", bound="CompactionHistoryItem")


@_attrs_define
class CompactionHistoryItem:
    """
    Attributes:
        id (str): the run id
        workflow_id (str):
        trigger (str):
        status (str):
        method (None | str):
        tokens_before (float | None):
        tokens_after (float | None):
        model (None | str):
        prompt_hash (None | str):
        program_version (None | str): the workflow program that recorded the run (its bundle hash); null for runs
            recorded before
        compaction_entry_id (None | str):
        started_at (str):
        finished_at (None | str):
        error (None | str):
        cache_expired (bool | None): idle compactions: whether the model's prompt cache had expired when it ran; null
            for other triggers
        attempts (list[CompactionHistoryItemAttemptsType0Item] | None): every method of the chain the run tried, in
            order; null for runs recorded before attempts were kept
        reverted_at (None | str): when a host reverted the compaction; null while it stands
        decision (CompactionHistoryItemDecisionType0 | None): a proposal (mode propose): who decided it, when and why;
            null for other runs and while undecided
    """

    id: str
    workflow_id: str
    trigger: str
    status: str
    method: None | str
    tokens_before: float | None
    tokens_after: float | None
    model: None | str
    prompt_hash: None | str
    program_version: None | str
    compaction_entry_id: None | str
    started_at: str
    finished_at: None | str
    error: None | str
    cache_expired: bool | None
    attempts: list[CompactionHistoryItemAttemptsType0Item] | None
    reverted_at: None | str
    decision: CompactionHistoryItemDecisionType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.compaction_history_item_decision_type_0 import CompactionHistoryItemDecisionType0

        id = self.id

        workflow_id = self.workflow_id

        trigger = self.trigger

        status = self.status

        method: None | str
        method = self.method

        tokens_before: float | None
        tokens_before = self.tokens_before

        tokens_after: float | None
        tokens_after = self.tokens_after

        model: None | str
        model = self.model

        prompt_hash: None | str
        prompt_hash = self.prompt_hash

        program_version: None | str
        program_version = self.program_version

        compaction_entry_id: None | str
        compaction_entry_id = self.compaction_entry_id

        started_at = self.started_at

        finished_at: None | str
        finished_at = self.finished_at

        error: None | str
        error = self.error

        cache_expired: bool | None
        cache_expired = self.cache_expired

        attempts: list[dict[str, Any]] | None
        if isinstance(self.attempts, list):
            attempts = []
            for attempts_type_0_item_data in self.attempts:
                attempts_type_0_item = attempts_type_0_item_data.to_dict()
                attempts.append(attempts_type_0_item)

        else:
            attempts = self.attempts

        reverted_at: None | str
        reverted_at = self.reverted_at

        decision: dict[str, Any] | None
        if isinstance(self.decision, CompactionHistoryItemDecisionType0):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "workflowId": workflow_id,
                "trigger": trigger,
                "status": status,
                "method": method,
                "tokensBefore": tokens_before,
                "tokensAfter": tokens_after,
                "model": model,
                "promptHash": prompt_hash,
                "programVersion": program_version,
                "compactionEntryId": compaction_entry_id,
                "startedAt": started_at,
                "finishedAt": finished_at,
                "error": error,
                "cacheExpired": cache_expired,
                "attempts": attempts,
                "revertedAt": reverted_at,
                "decision": decision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compaction_history_item_attempts_type_0_item import CompactionHistoryItemAttemptsType0Item
        from ..models.compaction_history_item_decision_type_0 import CompactionHistoryItemDecisionType0

        d = dict(src_dict)
        id = d.pop("id")

        workflow_id = d.pop("workflowId")

        trigger = d.pop("trigger")

        status = d.pop("status")

        def _parse_method(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        method = _parse_method(d.pop("method"))

        def _parse_tokens_before(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        tokens_before = _parse_tokens_before(d.pop("tokensBefore"))

        def _parse_tokens_after(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        tokens_after = _parse_tokens_after(d.pop("tokensAfter"))

        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))

        def _parse_prompt_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prompt_hash = _parse_prompt_hash(d.pop("promptHash"))

        def _parse_program_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        program_version = _parse_program_version(d.pop("programVersion"))

        def _parse_compaction_entry_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        compaction_entry_id = _parse_compaction_entry_id(d.pop("compactionEntryId"))

        started_at = d.pop("startedAt")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_cache_expired(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        cache_expired = _parse_cache_expired(d.pop("cacheExpired"))

        def _parse_attempts(data: object) -> list[CompactionHistoryItemAttemptsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attempts_type_0 = []
                _attempts_type_0 = data
                for attempts_type_0_item_data in _attempts_type_0:
                    attempts_type_0_item = CompactionHistoryItemAttemptsType0Item.from_dict(attempts_type_0_item_data)

                    attempts_type_0.append(attempts_type_0_item)

                return attempts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CompactionHistoryItemAttemptsType0Item] | None, data)

        attempts = _parse_attempts(d.pop("attempts"))

        def _parse_reverted_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reverted_at = _parse_reverted_at(d.pop("revertedAt"))

        def _parse_decision(data: object) -> CompactionHistoryItemDecisionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0 = CompactionHistoryItemDecisionType0.from_dict(data)

                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompactionHistoryItemDecisionType0 | None, data)

        decision = _parse_decision(d.pop("decision"))

        compaction_history_item = cls(
            id=id,
            workflow_id=workflow_id,
            trigger=trigger,
            status=status,
            method=method,
            tokens_before=tokens_before,
            tokens_after=tokens_after,
            model=model,
            prompt_hash=prompt_hash,
            program_version=program_version,
            compaction_entry_id=compaction_entry_id,
            started_at=started_at,
            finished_at=finished_at,
            error=error,
            cache_expired=cache_expired,
            attempts=attempts,
            reverted_at=reverted_at,
            decision=decision,
        )

        return compaction_history_item

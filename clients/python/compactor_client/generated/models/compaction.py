from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.compaction_status import CompactionStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compaction_error import CompactionError
    from ..models.compaction_progress import CompactionProgress
    from ..models.compaction_proposal import CompactionProposal
    from ..models.compaction_result import CompactionResult


T = TypeVar("T", bound="Compaction")


@_attrs_define
class Compaction:
    """
    Attributes:
        id (str):
        session_id (str):
        status (CompactionStatus):
        progress (CompactionProgress | Unset):
        result (CompactionResult | Unset):
        error (CompactionError | Unset):
        model (str | Unset): a finished run's summarizer model (`provider/id`), from its audit row
        prompt_hash (str | Unset): a finished run's hash of the prompt templates it used (never of content), from its
            audit row
        proposal (CompactionProposal | Unset):
    """

    id: str
    session_id: str
    status: CompactionStatus
    progress: CompactionProgress | Unset = UNSET
    result: CompactionResult | Unset = UNSET
    error: CompactionError | Unset = UNSET
    model: str | Unset = UNSET
    prompt_hash: str | Unset = UNSET
    proposal: CompactionProposal | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        session_id = self.session_id

        status = self.status.value

        progress: dict[str, Any] | Unset = UNSET
        if not isinstance(self.progress, Unset):
            progress = self.progress.to_dict()

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        model = self.model

        prompt_hash = self.prompt_hash

        proposal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.proposal, Unset):
            proposal = self.proposal.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "sessionId": session_id,
                "status": status,
            }
        )
        if progress is not UNSET:
            field_dict["progress"] = progress
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error
        if model is not UNSET:
            field_dict["model"] = model
        if prompt_hash is not UNSET:
            field_dict["promptHash"] = prompt_hash
        if proposal is not UNSET:
            field_dict["proposal"] = proposal

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compaction_error import CompactionError
        from ..models.compaction_progress import CompactionProgress
        from ..models.compaction_proposal import CompactionProposal
        from ..models.compaction_result import CompactionResult

        d = dict(src_dict)
        id = d.pop("id")

        session_id = d.pop("sessionId")

        status = CompactionStatus(d.pop("status"))

        _progress = d.pop("progress", UNSET)
        progress: CompactionProgress | Unset
        if isinstance(_progress, Unset):
            progress = UNSET
        else:
            progress = CompactionProgress.from_dict(_progress)

        _result = d.pop("result", UNSET)
        result: CompactionResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = CompactionResult.from_dict(_result)

        _error = d.pop("error", UNSET)
        error: CompactionError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = CompactionError.from_dict(_error)

        model = d.pop("model", UNSET)

        prompt_hash = d.pop("promptHash", UNSET)

        _proposal = d.pop("proposal", UNSET)
        proposal: CompactionProposal | Unset
        if isinstance(_proposal, Unset):
            proposal = UNSET
        else:
            proposal = CompactionProposal.from_dict(_proposal)

        compaction = cls(
            id=id,
            session_id=session_id,
            status=status,
            progress=progress,
            result=result,
            error=error,
            model=model,
            prompt_hash=prompt_hash,
            proposal=proposal,
        )

        return compaction

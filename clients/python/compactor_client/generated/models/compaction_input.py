from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.compaction_input_status import CompactionInputStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compaction_input_error import CompactionInputError
    from ..models.compaction_input_progress import CompactionInputProgress
    from ..models.compaction_proposal_input import CompactionProposalInput
    from ..models.compaction_result_input import CompactionResultInput


T = TypeVar("T", bound="CompactionInput")


@_attrs_define
class CompactionInput:
    """
    Attributes:
        id (str):
        session_id (str):
        status (CompactionInputStatus):
        progress (CompactionInputProgress | Unset):
        result (CompactionResultInput | Unset):
        error (CompactionInputError | Unset):
        model (str | Unset): a finished run's summarizer model (`provider/id`), from its audit row
        prompt_hash (str | Unset): a finished run's hash of the prompt templates it used (never of content), from its
            audit row
        proposal (CompactionProposalInput | Unset):
    """

    id: str
    session_id: str
    status: CompactionInputStatus
    progress: CompactionInputProgress | Unset = UNSET
    result: CompactionResultInput | Unset = UNSET
    error: CompactionInputError | Unset = UNSET
    model: str | Unset = UNSET
    prompt_hash: str | Unset = UNSET
    proposal: CompactionProposalInput | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.compaction_input_error import CompactionInputError
        from ..models.compaction_input_progress import CompactionInputProgress
        from ..models.compaction_proposal_input import CompactionProposalInput
        from ..models.compaction_result_input import CompactionResultInput

        d = dict(src_dict)
        id = d.pop("id")

        session_id = d.pop("sessionId")

        status = CompactionInputStatus(d.pop("status"))

        _progress = d.pop("progress", UNSET)
        progress: CompactionInputProgress | Unset
        if isinstance(_progress, Unset):
            progress = UNSET
        else:
            progress = CompactionInputProgress.from_dict(_progress)

        _result = d.pop("result", UNSET)
        result: CompactionResultInput | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = CompactionResultInput.from_dict(_result)

        _error = d.pop("error", UNSET)
        error: CompactionInputError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = CompactionInputError.from_dict(_error)

        model = d.pop("model", UNSET)

        prompt_hash = d.pop("promptHash", UNSET)

        _proposal = d.pop("proposal", UNSET)
        proposal: CompactionProposalInput | Unset
        if isinstance(_proposal, Unset):
            proposal = UNSET
        else:
            proposal = CompactionProposalInput.from_dict(_proposal)

        compaction_input = cls(
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

        compaction_input.additional_properties = d
        return compaction_input

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

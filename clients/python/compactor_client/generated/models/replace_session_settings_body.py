from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replace_session_settings_body_compaction import ReplaceSessionSettingsBodyCompaction
    from ..models.replace_session_settings_body_prompts import ReplaceSessionSettingsBodyPrompts
    from ..models.replace_session_settings_body_proposals import ReplaceSessionSettingsBodyProposals
    from ..models.replace_session_settings_body_spend import ReplaceSessionSettingsBodySpend
    from ..models.replace_session_settings_body_summarizer import ReplaceSessionSettingsBodySummarizer


T = TypeVar("T", bound="ReplaceSessionSettingsBody")


@_attrs_define
class ReplaceSessionSettingsBody:
    """
    Attributes:
        model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        auto_compaction (bool | Unset): start threshold / overflow / incomplete compactions from appends (default false)
        compaction (ReplaceSessionSettingsBodyCompaction | Unset):
        spend (ReplaceSessionSettingsBodySpend | Unset):
        summarizer (ReplaceSessionSettingsBodySummarizer | Unset):
        prompts (ReplaceSessionSettingsBodyPrompts | Unset):
        proposals (ReplaceSessionSettingsBodyProposals | Unset):
    """

    model: str | Unset = UNSET
    auto_compaction: bool | Unset = UNSET
    compaction: ReplaceSessionSettingsBodyCompaction | Unset = UNSET
    spend: ReplaceSessionSettingsBodySpend | Unset = UNSET
    summarizer: ReplaceSessionSettingsBodySummarizer | Unset = UNSET
    prompts: ReplaceSessionSettingsBodyPrompts | Unset = UNSET
    proposals: ReplaceSessionSettingsBodyProposals | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        auto_compaction = self.auto_compaction

        compaction: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compaction, Unset):
            compaction = self.compaction.to_dict()

        spend: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spend, Unset):
            spend = self.spend.to_dict()

        summarizer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.summarizer, Unset):
            summarizer = self.summarizer.to_dict()

        prompts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.prompts, Unset):
            prompts = self.prompts.to_dict()

        proposals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.proposals, Unset):
            proposals = self.proposals.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if model is not UNSET:
            field_dict["model"] = model
        if auto_compaction is not UNSET:
            field_dict["autoCompaction"] = auto_compaction
        if compaction is not UNSET:
            field_dict["compaction"] = compaction
        if spend is not UNSET:
            field_dict["spend"] = spend
        if summarizer is not UNSET:
            field_dict["summarizer"] = summarizer
        if prompts is not UNSET:
            field_dict["prompts"] = prompts
        if proposals is not UNSET:
            field_dict["proposals"] = proposals

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replace_session_settings_body_compaction import ReplaceSessionSettingsBodyCompaction
        from ..models.replace_session_settings_body_prompts import ReplaceSessionSettingsBodyPrompts
        from ..models.replace_session_settings_body_proposals import ReplaceSessionSettingsBodyProposals
        from ..models.replace_session_settings_body_spend import ReplaceSessionSettingsBodySpend
        from ..models.replace_session_settings_body_summarizer import ReplaceSessionSettingsBodySummarizer

        d = dict(src_dict)
        model = d.pop("model", UNSET)

        auto_compaction = d.pop("autoCompaction", UNSET)

        _compaction = d.pop("compaction", UNSET)
        compaction: ReplaceSessionSettingsBodyCompaction | Unset
        if isinstance(_compaction, Unset):
            compaction = UNSET
        else:
            compaction = ReplaceSessionSettingsBodyCompaction.from_dict(_compaction)

        _spend = d.pop("spend", UNSET)
        spend: ReplaceSessionSettingsBodySpend | Unset
        if isinstance(_spend, Unset):
            spend = UNSET
        else:
            spend = ReplaceSessionSettingsBodySpend.from_dict(_spend)

        _summarizer = d.pop("summarizer", UNSET)
        summarizer: ReplaceSessionSettingsBodySummarizer | Unset
        if isinstance(_summarizer, Unset):
            summarizer = UNSET
        else:
            summarizer = ReplaceSessionSettingsBodySummarizer.from_dict(_summarizer)

        _prompts = d.pop("prompts", UNSET)
        prompts: ReplaceSessionSettingsBodyPrompts | Unset
        if isinstance(_prompts, Unset):
            prompts = UNSET
        else:
            prompts = ReplaceSessionSettingsBodyPrompts.from_dict(_prompts)

        _proposals = d.pop("proposals", UNSET)
        proposals: ReplaceSessionSettingsBodyProposals | Unset
        if isinstance(_proposals, Unset):
            proposals = UNSET
        else:
            proposals = ReplaceSessionSettingsBodyProposals.from_dict(_proposals)

        replace_session_settings_body = cls(
            model=model,
            auto_compaction=auto_compaction,
            compaction=compaction,
            spend=spend,
            summarizer=summarizer,
            prompts=prompts,
            proposals=proposals,
        )

        return replace_session_settings_body

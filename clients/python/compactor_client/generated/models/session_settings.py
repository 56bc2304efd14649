from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_settings_compaction import SessionSettingsCompaction
    from ..models.session_settings_prompts import SessionSettingsPrompts
    from ..models.session_settings_proposals import SessionSettingsProposals
    from ..models.session_settings_spend import SessionSettingsSpend
    from ..models.session_settings_summarizer import SessionSettingsSummarizer


T = TypeVar("T", bound="SessionSettings")


@_attrs_define
class SessionSettings:
    """
    Attributes:
        model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        auto_compaction (bool | Unset): start threshold / overflow / incomplete compactions from appends (default false)
        compaction (SessionSettingsCompaction | Unset):
        spend (SessionSettingsSpend | Unset):
        summarizer (SessionSettingsSummarizer | Unset):
        prompts (SessionSettingsPrompts | Unset):
        proposals (SessionSettingsProposals | Unset):
    """

    model: str | Unset = UNSET
    auto_compaction: bool | Unset = UNSET
    compaction: SessionSettingsCompaction | Unset = UNSET
    spend: SessionSettingsSpend | Unset = UNSET
    summarizer: SessionSettingsSummarizer | Unset = UNSET
    prompts: SessionSettingsPrompts | Unset = UNSET
    proposals: SessionSettingsProposals | Unset = UNSET

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
        from ..models.session_settings_compaction import SessionSettingsCompaction
        from ..models.session_settings_prompts import SessionSettingsPrompts
        from ..models.session_settings_proposals import SessionSettingsProposals
        from ..models.session_settings_spend import SessionSettingsSpend
        from ..models.session_settings_summarizer import SessionSettingsSummarizer

        d = dict(src_dict)
        model = d.pop("model", UNSET)

        auto_compaction = d.pop("autoCompaction", UNSET)

        _compaction = d.pop("compaction", UNSET)
        compaction: SessionSettingsCompaction | Unset
        if isinstance(_compaction, Unset):
            compaction = UNSET
        else:
            compaction = SessionSettingsCompaction.from_dict(_compaction)

        _spend = d.pop("spend", UNSET)
        spend: SessionSettingsSpend | Unset
        if isinstance(_spend, Unset):
            spend = UNSET
        else:
            spend = SessionSettingsSpend.from_dict(_spend)

        _summarizer = d.pop("summarizer", UNSET)
        summarizer: SessionSettingsSummarizer | Unset
        if isinstance(_summarizer, Unset):
            summarizer = UNSET
        else:
            summarizer = SessionSettingsSummarizer.from_dict(_summarizer)

        _prompts = d.pop("prompts", UNSET)
        prompts: SessionSettingsPrompts | Unset
        if isinstance(_prompts, Unset):
            prompts = UNSET
        else:
            prompts = SessionSettingsPrompts.from_dict(_prompts)

        _proposals = d.pop("proposals", UNSET)
        proposals: SessionSettingsProposals | Unset
        if isinstance(_proposals, Unset):
            proposals = UNSET
        else:
            proposals = SessionSettingsProposals.from_dict(_proposals)

        session_settings = cls(
            model=model,
            auto_compaction=auto_compaction,
            compaction=compaction,
            spend=spend,
            summarizer=summarizer,
            prompts=prompts,
            proposals=proposals,
        )

        return session_settings

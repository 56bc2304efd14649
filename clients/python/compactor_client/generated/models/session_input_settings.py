from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_input_settings_compaction import SessionInputSettingsCompaction
    from ..models.session_input_settings_prompts import SessionInputSettingsPrompts
    from ..models.session_input_settings_proposals import SessionInputSettingsProposals
    from ..models.session_input_settings_spend import SessionInputSettingsSpend
    from ..models.session_input_settings_summarizer import SessionInputSettingsSummarizer


T = TypeVar("T", bound="SessionInputSettings")


@_attrs_define
class SessionInputSettings:
    """
    Attributes:
        model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        auto_compaction (bool | Unset): start threshold / overflow / incomplete compactions from appends (default false)
        compaction (SessionInputSettingsCompaction | Unset):
        spend (SessionInputSettingsSpend | Unset):
        summarizer (SessionInputSettingsSummarizer | Unset):
        prompts (SessionInputSettingsPrompts | Unset):
        proposals (SessionInputSettingsProposals | Unset):
    """

    model: str | Unset = UNSET
    auto_compaction: bool | Unset = UNSET
    compaction: SessionInputSettingsCompaction | Unset = UNSET
    spend: SessionInputSettingsSpend | Unset = UNSET
    summarizer: SessionInputSettingsSummarizer | Unset = UNSET
    prompts: SessionInputSettingsPrompts | Unset = UNSET
    proposals: SessionInputSettingsProposals | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.session_input_settings_compaction import SessionInputSettingsCompaction
        from ..models.session_input_settings_prompts import SessionInputSettingsPrompts
        from ..models.session_input_settings_proposals import SessionInputSettingsProposals
        from ..models.session_input_settings_spend import SessionInputSettingsSpend
        from ..models.session_input_settings_summarizer import SessionInputSettingsSummarizer

        d = dict(src_dict)
        model = d.pop("model", UNSET)

        auto_compaction = d.pop("autoCompaction", UNSET)

        _compaction = d.pop("compaction", UNSET)
        compaction: SessionInputSettingsCompaction | Unset
        if isinstance(_compaction, Unset):
            compaction = UNSET
        else:
            compaction = SessionInputSettingsCompaction.from_dict(_compaction)

        _spend = d.pop("spend", UNSET)
        spend: SessionInputSettingsSpend | Unset
        if isinstance(_spend, Unset):
            spend = UNSET
        else:
            spend = SessionInputSettingsSpend.from_dict(_spend)

        _summarizer = d.pop("summarizer", UNSET)
        summarizer: SessionInputSettingsSummarizer | Unset
        if isinstance(_summarizer, Unset):
            summarizer = UNSET
        else:
            summarizer = SessionInputSettingsSummarizer.from_dict(_summarizer)

        _prompts = d.pop("prompts", UNSET)
        prompts: SessionInputSettingsPrompts | Unset
        if isinstance(_prompts, Unset):
            prompts = UNSET
        else:
            prompts = SessionInputSettingsPrompts.from_dict(_prompts)

        _proposals = d.pop("proposals", UNSET)
        proposals: SessionInputSettingsProposals | Unset
        if isinstance(_proposals, Unset):
            proposals = UNSET
        else:
            proposals = SessionInputSettingsProposals.from_dict(_proposals)

        session_input_settings = cls(
            model=model,
            auto_compaction=auto_compaction,
            compaction=compaction,
            spend=spend,
            summarizer=summarizer,
            prompts=prompts,
            proposals=proposals,
        )

        session_input_settings.additional_properties = d
        return session_input_settings

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_session_body_settings_compaction import CreateSessionBodySettingsCompaction
    from ..models.create_session_body_settings_prompts import CreateSessionBodySettingsPrompts
    from ..models.create_session_body_settings_proposals import CreateSessionBodySettingsProposals
    from ..models.create_session_body_settings_spend import CreateSessionBodySettingsSpend
    from ..models.create_session_body_settings_summarizer import CreateSessionBodySettingsSummarizer


T = TypeVar("T", bound="CreateSessionBodySettings")


@_attrs_define
class CreateSessionBodySettings:
    """
    Attributes:
        model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        auto_compaction (bool | Unset): start threshold / overflow / incomplete compactions from appends (default false)
        compaction (CreateSessionBodySettingsCompaction | Unset):
        spend (CreateSessionBodySettingsSpend | Unset):
        summarizer (CreateSessionBodySettingsSummarizer | Unset):
        prompts (CreateSessionBodySettingsPrompts | Unset):
        proposals (CreateSessionBodySettingsProposals | Unset):
    """

    model: str | Unset = UNSET
    auto_compaction: bool | Unset = UNSET
    compaction: CreateSessionBodySettingsCompaction | Unset = UNSET
    spend: CreateSessionBodySettingsSpend | Unset = UNSET
    summarizer: CreateSessionBodySettingsSummarizer | Unset = UNSET
    prompts: CreateSessionBodySettingsPrompts | Unset = UNSET
    proposals: CreateSessionBodySettingsProposals | Unset = UNSET
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
        from ..models.create_session_body_settings_compaction import CreateSessionBodySettingsCompaction
        from ..models.create_session_body_settings_prompts import CreateSessionBodySettingsPrompts
        from ..models.create_session_body_settings_proposals import CreateSessionBodySettingsProposals
        from ..models.create_session_body_settings_spend import CreateSessionBodySettingsSpend
        from ..models.create_session_body_settings_summarizer import CreateSessionBodySettingsSummarizer

        d = dict(src_dict)
        model = d.pop("model", UNSET)

        auto_compaction = d.pop("autoCompaction", UNSET)

        _compaction = d.pop("compaction", UNSET)
        compaction: CreateSessionBodySettingsCompaction | Unset
        if isinstance(_compaction, Unset):
            compaction = UNSET
        else:
            compaction = CreateSessionBodySettingsCompaction.from_dict(_compaction)

        _spend = d.pop("spend", UNSET)
        spend: CreateSessionBodySettingsSpend | Unset
        if isinstance(_spend, Unset):
            spend = UNSET
        else:
            spend = CreateSessionBodySettingsSpend.from_dict(_spend)

        _summarizer = d.pop("summarizer", UNSET)
        summarizer: CreateSessionBodySettingsSummarizer | Unset
        if isinstance(_summarizer, Unset):
            summarizer = UNSET
        else:
            summarizer = CreateSessionBodySettingsSummarizer.from_dict(_summarizer)

        _prompts = d.pop("prompts", UNSET)
        prompts: CreateSessionBodySettingsPrompts | Unset
        if isinstance(_prompts, Unset):
            prompts = UNSET
        else:
            prompts = CreateSessionBodySettingsPrompts.from_dict(_prompts)

        _proposals = d.pop("proposals", UNSET)
        proposals: CreateSessionBodySettingsProposals | Unset
        if isinstance(_proposals, Unset):
            proposals = UNSET
        else:
            proposals = CreateSessionBodySettingsProposals.from_dict(_proposals)

        create_session_body_settings = cls(
            model=model,
            auto_compaction=auto_compaction,
            compaction=compaction,
            spend=spend,
            summarizer=summarizer,
            prompts=prompts,
            proposals=proposals,
        )

        create_session_body_settings.additional_properties = d
        return create_session_body_settings

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

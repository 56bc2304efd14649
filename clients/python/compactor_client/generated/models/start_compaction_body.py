from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.start_compaction_body_mode import StartCompactionBodyMode
from ..models.start_compaction_body_strategy import StartCompactionBodyStrategy
from ..models.start_compaction_body_trigger import StartCompactionBodyTrigger
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.start_compaction_body_settings import StartCompactionBodySettings


T = TypeVar("T", bound="StartCompactionBody")


@_attrs_define
class StartCompactionBody:
    """
    Attributes:
        trigger (StartCompactionBodyTrigger | Unset):  Default: StartCompactionBodyTrigger.MANUAL.
        instructions (str | Unset):
        strategy (StartCompactionBodyStrategy | Unset): off: no compaction (the run answers outcome skipped, reason
            disabled); handoff: continue in a new linked session
        model (str | Unset): the session's active model (default: the session setting)
        summary_model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        settings (StartCompactionBodySettings | Unset):
        mode (StartCompactionBodyMode | Unset): propose: run up to the commit and hold the result for approve or reject
            (docs/host-control.md) Default: StartCompactionBodyMode.COMMIT.
        proposal_ttl_seconds (int | Unset): mode propose: overrides the proposals.ttlSeconds setting
    """

    trigger: StartCompactionBodyTrigger | Unset = StartCompactionBodyTrigger.MANUAL
    instructions: str | Unset = UNSET
    strategy: StartCompactionBodyStrategy | Unset = UNSET
    model: str | Unset = UNSET
    summary_model: str | Unset = UNSET
    settings: StartCompactionBodySettings | Unset = UNSET
    mode: StartCompactionBodyMode | Unset = StartCompactionBodyMode.COMMIT
    proposal_ttl_seconds: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trigger: str | Unset = UNSET
        if not isinstance(self.trigger, Unset):
            trigger = self.trigger.value

        instructions = self.instructions

        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy.value

        model = self.model

        summary_model = self.summary_model

        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        proposal_ttl_seconds = self.proposal_ttl_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if trigger is not UNSET:
            field_dict["trigger"] = trigger
        if instructions is not UNSET:
            field_dict["instructions"] = instructions
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if model is not UNSET:
            field_dict["model"] = model
        if summary_model is not UNSET:
            field_dict["summaryModel"] = summary_model
        if settings is not UNSET:
            field_dict["settings"] = settings
        if mode is not UNSET:
            field_dict["mode"] = mode
        if proposal_ttl_seconds is not UNSET:
            field_dict["proposalTtlSeconds"] = proposal_ttl_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.start_compaction_body_settings import StartCompactionBodySettings

        d = dict(src_dict)
        _trigger = d.pop("trigger", UNSET)
        trigger: StartCompactionBodyTrigger | Unset
        if isinstance(_trigger, Unset):
            trigger = UNSET
        else:
            trigger = StartCompactionBodyTrigger(_trigger)

        instructions = d.pop("instructions", UNSET)

        _strategy = d.pop("strategy", UNSET)
        strategy: StartCompactionBodyStrategy | Unset
        if isinstance(_strategy, Unset):
            strategy = UNSET
        else:
            strategy = StartCompactionBodyStrategy(_strategy)

        model = d.pop("model", UNSET)

        summary_model = d.pop("summaryModel", UNSET)

        _settings = d.pop("settings", UNSET)
        settings: StartCompactionBodySettings | Unset
        if isinstance(_settings, Unset):
            settings = UNSET
        else:
            settings = StartCompactionBodySettings.from_dict(_settings)

        _mode = d.pop("mode", UNSET)
        mode: StartCompactionBodyMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = StartCompactionBodyMode(_mode)

        proposal_ttl_seconds = d.pop("proposalTtlSeconds", UNSET)

        start_compaction_body = cls(
            trigger=trigger,
            instructions=instructions,
            strategy=strategy,
            model=model,
            summary_model=summary_model,
            settings=settings,
            mode=mode,
            proposal_ttl_seconds=proposal_ttl_seconds,
        )

        start_compaction_body.additional_properties = d
        return start_compaction_body

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

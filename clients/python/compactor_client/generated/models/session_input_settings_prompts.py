from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionInputSettingsPrompts")


@_attrs_define
class SessionInputSettingsPrompts:
    """
    Attributes:
        summary (str | Unset): replaces the built-in initial summary prompt; placeholders: {{maxTokens}}, {{focus}}
        update_summary (str | Unset): replaces the built-in update summary prompt; placeholders: {{maxTokens}},
            {{focus}}
        turn_prefix (str | Unset): replaces the built-in turn prefix prompt; placeholders: {{maxTokens}}
        branch_summary (str | Unset): replaces the built-in branch summary prompt; placeholders: {{maxTokens}}
        handoff (str | Unset): replaces the built-in handoff document prompt; placeholders: {{maxTokens}}, {{focus}}
        instructions (str | Unset): appended to every summary, turn prefix, branch summary and handoff prompt (the
            built-in or custom one)
    """

    summary: str | Unset = UNSET
    update_summary: str | Unset = UNSET
    turn_prefix: str | Unset = UNSET
    branch_summary: str | Unset = UNSET
    handoff: str | Unset = UNSET
    instructions: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        summary = self.summary

        update_summary = self.update_summary

        turn_prefix = self.turn_prefix

        branch_summary = self.branch_summary

        handoff = self.handoff

        instructions = self.instructions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if summary is not UNSET:
            field_dict["summary"] = summary
        if update_summary is not UNSET:
            field_dict["updateSummary"] = update_summary
        if turn_prefix is not UNSET:
            field_dict["turnPrefix"] = turn_prefix
        if branch_summary is not UNSET:
            field_dict["branchSummary"] = branch_summary
        if handoff is not UNSET:
            field_dict["handoff"] = handoff
        if instructions is not UNSET:
            field_dict["instructions"] = instructions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        summary = d.pop("summary", UNSET)

        update_summary = d.pop("updateSummary", UNSET)

        turn_prefix = d.pop("turnPrefix", UNSET)

        branch_summary = d.pop("branchSummary", UNSET)

        handoff = d.pop("handoff", UNSET)

        instructions = d.pop("instructions", UNSET)

        session_input_settings_prompts = cls(
            summary=summary,
            update_summary=update_summary,
            turn_prefix=turn_prefix,
            branch_summary=branch_summary,
            handoff=handoff,
            instructions=instructions,
        )

        session_input_settings_prompts.additional_properties = d
        return session_input_settings_prompts

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AdminReplaceTenantSettingsBodyPrompts")


@_attrs_define
class AdminReplaceTenantSettingsBodyPrompts:
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

    def to_dict(self) -> dict[str, Any]:
        summary = self.summary

        update_summary = self.update_summary

        turn_prefix = self.turn_prefix

        branch_summary = self.branch_summary

        handoff = self.handoff

        instructions = self.instructions

        field_dict: dict[str, Any] = {}

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

        admin_replace_tenant_settings_body_prompts = cls(
            summary=summary,
            update_summary=update_summary,
            turn_prefix=turn_prefix,
            branch_summary=branch_summary,
            handoff=handoff,
            instructions=instructions,
        )

        return admin_replace_tenant_settings_body_prompts

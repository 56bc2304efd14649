from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.replace_session_settings_body_summarizer_reasoning_effort import (
    ReplaceSessionSettingsBodySummarizerReasoningEffort,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplaceSessionSettingsBodySummarizer")


@_attrs_define
class ReplaceSessionSettingsBodySummarizer:
    """
    Attributes:
        model (str | Unset): the summarizer, a catalog model as provider/id; an explicit request model still wins
        reasoning_effort (ReplaceSessionSettingsBodySummarizerReasoningEffort | Unset): the summarizer's reasoning
            (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the model; off sends none; default:
            the session's thinking level
        max_summary_tokens (int | Unset): output cap of the summary and handoff calls (turn prefix and branch summary:
            at most this)
    """

    model: str | Unset = UNSET
    reasoning_effort: ReplaceSessionSettingsBodySummarizerReasoningEffort | Unset = UNSET
    max_summary_tokens: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        reasoning_effort: str | Unset = UNSET
        if not isinstance(self.reasoning_effort, Unset):
            reasoning_effort = self.reasoning_effort.value

        max_summary_tokens = self.max_summary_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if model is not UNSET:
            field_dict["model"] = model
        if reasoning_effort is not UNSET:
            field_dict["reasoningEffort"] = reasoning_effort
        if max_summary_tokens is not UNSET:
            field_dict["maxSummaryTokens"] = max_summary_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model", UNSET)

        _reasoning_effort = d.pop("reasoningEffort", UNSET)
        reasoning_effort: ReplaceSessionSettingsBodySummarizerReasoningEffort | Unset
        if isinstance(_reasoning_effort, Unset):
            reasoning_effort = UNSET
        else:
            reasoning_effort = ReplaceSessionSettingsBodySummarizerReasoningEffort(_reasoning_effort)

        max_summary_tokens = d.pop("maxSummaryTokens", UNSET)

        replace_session_settings_body_summarizer = cls(
            model=model,
            reasoning_effort=reasoning_effort,
            max_summary_tokens=max_summary_tokens,
        )

        return replace_session_settings_body_summarizer

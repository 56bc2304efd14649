from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.admin_replace_tenant_settings_response_200_compaction_quality_gate import (
    AdminReplaceTenantSettingsResponse200CompactionQualityGate,
)
from ..models.admin_replace_tenant_settings_response_200_compaction_strategy import (
    AdminReplaceTenantSettingsResponse200CompactionStrategy,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AdminReplaceTenantSettingsResponse200Compaction")


@_attrs_define
class AdminReplaceTenantSettingsResponse200Compaction:
    """
    Attributes:
        enabled (bool | Unset): false: no compaction for any trigger, manual included (default true)
        strategy (AdminReplaceTenantSettingsResponse200CompactionStrategy | Unset): off: no compaction for any trigger,
            like enabled: false; handoff: continue in a new linked session
        threshold_percent (float | Unset): ≤0: reserve-based threshold; else a percentage of the window
        threshold_tokens (int | Unset): >0 wins over thresholdPercent
        reserve_tokens (int | Unset):
        keep_recent_tokens (int | Unset):
        context_window (int | Unset): overrides the model catalog's context window
        context_promotion (bool | Unset):
        remote_endpoint (str | Unset): generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} →
            {summary}), tried first
        idle_enabled (bool | Unset): compact while the session sits idle (default false)
        idle_threshold_tokens (int | Unset): idle compaction needs at least this many context tokens (default 200000; 0
            disables idle)
        idle_timeout_seconds (int | Unset): idle this long first, clamped to [60, 3600] (default: the model's prompt-
            cache lifetime + 60)
        prompt_cache_seconds (int | Unset): overrides the provider's prompt-cache lifetime for this model
        supersede_reads (bool | Unset): blank a read result once a newer read of the same file follows it, on append
            (default true)
        drop_useless (bool | Unset): blank results their tool flagged useless (no matches, nothing new), on append
            (default true)
        quality_gate (AdminReplaceTenantSettingsResponse200CompactionQualityGate | Unset): deterministic checks of a
            fresh summary before commit: off; check (record the score, commit); enforce (below the floor retry once naming
            the omissions, then pass on to the next method; never commit it). Default check
        quality_gate_model (str | Unset): a small model (provider/id) that answers the gate's artifact and continuation
            probes from the summary alone; its score is recorded beside the deterministic one and never blocks a commit
        auto_continue (bool | Unset): a threshold compaction that leaves headroom returns a continuationPrompt for the
            next turn (default true)
        async_enabled (bool | Unset): summarize in the background once the context is within the lead below the
            threshold, so the threshold compaction commits without waiting for the summarizer (default false; needs
            autoCompaction)
    """

    enabled: bool | Unset = UNSET
    strategy: AdminReplaceTenantSettingsResponse200CompactionStrategy | Unset = UNSET
    threshold_percent: float | Unset = UNSET
    threshold_tokens: int | Unset = UNSET
    reserve_tokens: int | Unset = UNSET
    keep_recent_tokens: int | Unset = UNSET
    context_window: int | Unset = UNSET
    context_promotion: bool | Unset = UNSET
    remote_endpoint: str | Unset = UNSET
    idle_enabled: bool | Unset = UNSET
    idle_threshold_tokens: int | Unset = UNSET
    idle_timeout_seconds: int | Unset = UNSET
    prompt_cache_seconds: int | Unset = UNSET
    supersede_reads: bool | Unset = UNSET
    drop_useless: bool | Unset = UNSET
    quality_gate: AdminReplaceTenantSettingsResponse200CompactionQualityGate | Unset = UNSET
    quality_gate_model: str | Unset = UNSET
    auto_continue: bool | Unset = UNSET
    async_enabled: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy.value

        threshold_percent = self.threshold_percent

        threshold_tokens = self.threshold_tokens

        reserve_tokens = self.reserve_tokens

        keep_recent_tokens = self.keep_recent_tokens

        context_window = self.context_window

        context_promotion = self.context_promotion

        remote_endpoint = self.remote_endpoint

        idle_enabled = self.idle_enabled

        idle_threshold_tokens = self.idle_threshold_tokens

        idle_timeout_seconds = self.idle_timeout_seconds

        prompt_cache_seconds = self.prompt_cache_seconds

        supersede_reads = self.supersede_reads

        drop_useless = self.drop_useless

        quality_gate: str | Unset = UNSET
        if not isinstance(self.quality_gate, Unset):
            quality_gate = self.quality_gate.value

        quality_gate_model = self.quality_gate_model

        auto_continue = self.auto_continue

        async_enabled = self.async_enabled

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if threshold_percent is not UNSET:
            field_dict["thresholdPercent"] = threshold_percent
        if threshold_tokens is not UNSET:
            field_dict["thresholdTokens"] = threshold_tokens
        if reserve_tokens is not UNSET:
            field_dict["reserveTokens"] = reserve_tokens
        if keep_recent_tokens is not UNSET:
            field_dict["keepRecentTokens"] = keep_recent_tokens
        if context_window is not UNSET:
            field_dict["contextWindow"] = context_window
        if context_promotion is not UNSET:
            field_dict["contextPromotion"] = context_promotion
        if remote_endpoint is not UNSET:
            field_dict["remoteEndpoint"] = remote_endpoint
        if idle_enabled is not UNSET:
            field_dict["idleEnabled"] = idle_enabled
        if idle_threshold_tokens is not UNSET:
            field_dict["idleThresholdTokens"] = idle_threshold_tokens
        if idle_timeout_seconds is not UNSET:
            field_dict["idleTimeoutSeconds"] = idle_timeout_seconds
        if prompt_cache_seconds is not UNSET:
            field_dict["promptCacheSeconds"] = prompt_cache_seconds
        if supersede_reads is not UNSET:
            field_dict["supersedeReads"] = supersede_reads
        if drop_useless is not UNSET:
            field_dict["dropUseless"] = drop_useless
        if quality_gate is not UNSET:
            field_dict["qualityGate"] = quality_gate
        if quality_gate_model is not UNSET:
            field_dict["qualityGateModel"] = quality_gate_model
        if auto_continue is not UNSET:
            field_dict["autoContinue"] = auto_continue
        if async_enabled is not UNSET:
            field_dict["asyncEnabled"] = async_enabled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        enabled = d.pop("enabled", UNSET)

        _strategy = d.pop("strategy", UNSET)
        strategy: AdminReplaceTenantSettingsResponse200CompactionStrategy | Unset
        if isinstance(_strategy, Unset):
            strategy = UNSET
        else:
            strategy = AdminReplaceTenantSettingsResponse200CompactionStrategy(_strategy)

        threshold_percent = d.pop("thresholdPercent", UNSET)

        threshold_tokens = d.pop("thresholdTokens", UNSET)

        reserve_tokens = d.pop("reserveTokens", UNSET)

        keep_recent_tokens = d.pop("keepRecentTokens", UNSET)

        context_window = d.pop("contextWindow", UNSET)

        context_promotion = d.pop("contextPromotion", UNSET)

        remote_endpoint = d.pop("remoteEndpoint", UNSET)

        idle_enabled = d.pop("idleEnabled", UNSET)

        idle_threshold_tokens = d.pop("idleThresholdTokens", UNSET)

        idle_timeout_seconds = d.pop("idleTimeoutSeconds", UNSET)

        prompt_cache_seconds = d.pop("promptCacheSeconds", UNSET)

        supersede_reads = d.pop("supersedeReads", UNSET)

        drop_useless = d.pop("dropUseless", UNSET)

        _quality_gate = d.pop("qualityGate", UNSET)
        quality_gate: AdminReplaceTenantSettingsResponse200CompactionQualityGate | Unset
        if isinstance(_quality_gate, Unset):
            quality_gate = UNSET
        else:
            quality_gate = AdminReplaceTenantSettingsResponse200CompactionQualityGate(_quality_gate)

        quality_gate_model = d.pop("qualityGateModel", UNSET)

        auto_continue = d.pop("autoContinue", UNSET)

        async_enabled = d.pop("asyncEnabled", UNSET)

        admin_replace_tenant_settings_response_200_compaction = cls(
            enabled=enabled,
            strategy=strategy,
            threshold_percent=threshold_percent,
            threshold_tokens=threshold_tokens,
            reserve_tokens=reserve_tokens,
            keep_recent_tokens=keep_recent_tokens,
            context_window=context_window,
            context_promotion=context_promotion,
            remote_endpoint=remote_endpoint,
            idle_enabled=idle_enabled,
            idle_threshold_tokens=idle_threshold_tokens,
            idle_timeout_seconds=idle_timeout_seconds,
            prompt_cache_seconds=prompt_cache_seconds,
            supersede_reads=supersede_reads,
            drop_useless=drop_useless,
            quality_gate=quality_gate,
            quality_gate_model=quality_gate_model,
            auto_continue=auto_continue,
            async_enabled=async_enabled,
        )

        return admin_replace_tenant_settings_response_200_compaction

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.replace_session_settings_body_spend_on_budget_exceeded import (
    ReplaceSessionSettingsBodySpendOnBudgetExceeded,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplaceSessionSettingsBodySpend")


@_attrs_define
class ReplaceSessionSettingsBodySpend:
    """
    Attributes:
        monthly_token_budget (int | Unset): provider input + output tokens of this UTC calendar month's compactions
        monthly_cost_budget_usd (float | Unset): estimated US dollars of this UTC calendar month's compactions, at the
            server's price table
        on_budget_exceeded (ReplaceSessionSettingsBodySpendOnBudgetExceeded | Unset): refuse: a manual compaction past
            the budget answers 429 budget-exceeded; pass-on: every compaction runs, its provider methods pass on with reason
            budget (snapcompact and pruning still run); unset: manual compactions run, automatic and idle ones are held
        loop_guard_compactions (int | Unset): more automatic compactions than this within the window, none shrinking the
            context, stop them (default 3; 0: off)
        loop_guard_window_seconds (int | Unset): the loop guard window (default 600)
    """

    monthly_token_budget: int | Unset = UNSET
    monthly_cost_budget_usd: float | Unset = UNSET
    on_budget_exceeded: ReplaceSessionSettingsBodySpendOnBudgetExceeded | Unset = UNSET
    loop_guard_compactions: int | Unset = UNSET
    loop_guard_window_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        monthly_token_budget = self.monthly_token_budget

        monthly_cost_budget_usd = self.monthly_cost_budget_usd

        on_budget_exceeded: str | Unset = UNSET
        if not isinstance(self.on_budget_exceeded, Unset):
            on_budget_exceeded = self.on_budget_exceeded.value

        loop_guard_compactions = self.loop_guard_compactions

        loop_guard_window_seconds = self.loop_guard_window_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if monthly_token_budget is not UNSET:
            field_dict["monthlyTokenBudget"] = monthly_token_budget
        if monthly_cost_budget_usd is not UNSET:
            field_dict["monthlyCostBudgetUsd"] = monthly_cost_budget_usd
        if on_budget_exceeded is not UNSET:
            field_dict["onBudgetExceeded"] = on_budget_exceeded
        if loop_guard_compactions is not UNSET:
            field_dict["loopGuardCompactions"] = loop_guard_compactions
        if loop_guard_window_seconds is not UNSET:
            field_dict["loopGuardWindowSeconds"] = loop_guard_window_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monthly_token_budget = d.pop("monthlyTokenBudget", UNSET)

        monthly_cost_budget_usd = d.pop("monthlyCostBudgetUsd", UNSET)

        _on_budget_exceeded = d.pop("onBudgetExceeded", UNSET)
        on_budget_exceeded: ReplaceSessionSettingsBodySpendOnBudgetExceeded | Unset
        if isinstance(_on_budget_exceeded, Unset):
            on_budget_exceeded = UNSET
        else:
            on_budget_exceeded = ReplaceSessionSettingsBodySpendOnBudgetExceeded(_on_budget_exceeded)

        loop_guard_compactions = d.pop("loopGuardCompactions", UNSET)

        loop_guard_window_seconds = d.pop("loopGuardWindowSeconds", UNSET)

        replace_session_settings_body_spend = cls(
            monthly_token_budget=monthly_token_budget,
            monthly_cost_budget_usd=monthly_cost_budget_usd,
            on_budget_exceeded=on_budget_exceeded,
            loop_guard_compactions=loop_guard_compactions,
            loop_guard_window_seconds=loop_guard_window_seconds,
        )

        return replace_session_settings_body_spend

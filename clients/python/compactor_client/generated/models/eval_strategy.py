from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.eval_strategy_billing import EvalStrategyBilling
from ..models.eval_strategy_status import EvalStrategyStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.eval_strategy_amortized_tokens import EvalStrategyAmortizedTokens
    from ..models.eval_strategy_cells import EvalStrategyCells
    from ..models.eval_strategy_overall import EvalStrategyOverall
    from ..models.eval_strategy_reader_tokens import EvalStrategyReaderTokens
    from ..models.eval_strategy_summarizer_tokens import EvalStrategySummarizerTokens


T = TypeVar("T", bound="EvalStrategy")


@_attrs_define
class EvalStrategy:
    """
    Attributes:
        strategy (str):
        status (EvalStrategyStatus):
        reason (str | Unset): why it was skipped or failed: `<type>: <message>`
        failure_type (str | Unset):
        method (str | Unset): what the compaction committed (a method that passed on shows here)
        context_tokens (float | Unset): estimated tokens of the rebuilt context
        billed_input_tokens (float | Unset): input tokens the next turn is billed, images by the provider's rule
        billing (EvalStrategyBilling | Unset):
        summarizer_tokens (EvalStrategySummarizerTokens | Unset):
        latency_ms (float | Unset):
        reader_tokens (EvalStrategyReaderTokens | Unset): a live reader's own tokens: the eval's cost, not the
            strategy's
        cells (EvalStrategyCells | Unset): per probe category, when it had probes
        overall (EvalStrategyOverall | Unset): macro: mean over categories; micro: mean over probes
        lift_over_tail_only (float | Unset):
        accuracy_per_1_k_billed (float | Unset): the headline: accuracy per 1,000 billed input tokens
        amortized_tokens (EvalStrategyAmortizedTokens | Unset):
    """

    strategy: str
    status: EvalStrategyStatus
    reason: str | Unset = UNSET
    failure_type: str | Unset = UNSET
    method: str | Unset = UNSET
    context_tokens: float | Unset = UNSET
    billed_input_tokens: float | Unset = UNSET
    billing: EvalStrategyBilling | Unset = UNSET
    summarizer_tokens: EvalStrategySummarizerTokens | Unset = UNSET
    latency_ms: float | Unset = UNSET
    reader_tokens: EvalStrategyReaderTokens | Unset = UNSET
    cells: EvalStrategyCells | Unset = UNSET
    overall: EvalStrategyOverall | Unset = UNSET
    lift_over_tail_only: float | Unset = UNSET
    accuracy_per_1_k_billed: float | Unset = UNSET
    amortized_tokens: EvalStrategyAmortizedTokens | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        strategy = self.strategy

        status = self.status.value

        reason = self.reason

        failure_type = self.failure_type

        method = self.method

        context_tokens = self.context_tokens

        billed_input_tokens = self.billed_input_tokens

        billing: str | Unset = UNSET
        if not isinstance(self.billing, Unset):
            billing = self.billing.value

        summarizer_tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.summarizer_tokens, Unset):
            summarizer_tokens = self.summarizer_tokens.to_dict()

        latency_ms = self.latency_ms

        reader_tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reader_tokens, Unset):
            reader_tokens = self.reader_tokens.to_dict()

        cells: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cells, Unset):
            cells = self.cells.to_dict()

        overall: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overall, Unset):
            overall = self.overall.to_dict()

        lift_over_tail_only = self.lift_over_tail_only

        accuracy_per_1_k_billed = self.accuracy_per_1_k_billed

        amortized_tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.amortized_tokens, Unset):
            amortized_tokens = self.amortized_tokens.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "strategy": strategy,
                "status": status,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if failure_type is not UNSET:
            field_dict["failureType"] = failure_type
        if method is not UNSET:
            field_dict["method"] = method
        if context_tokens is not UNSET:
            field_dict["contextTokens"] = context_tokens
        if billed_input_tokens is not UNSET:
            field_dict["billedInputTokens"] = billed_input_tokens
        if billing is not UNSET:
            field_dict["billing"] = billing
        if summarizer_tokens is not UNSET:
            field_dict["summarizerTokens"] = summarizer_tokens
        if latency_ms is not UNSET:
            field_dict["latencyMs"] = latency_ms
        if reader_tokens is not UNSET:
            field_dict["readerTokens"] = reader_tokens
        if cells is not UNSET:
            field_dict["cells"] = cells
        if overall is not UNSET:
            field_dict["overall"] = overall
        if lift_over_tail_only is not UNSET:
            field_dict["liftOverTailOnly"] = lift_over_tail_only
        if accuracy_per_1_k_billed is not UNSET:
            field_dict["accuracyPer1kBilled"] = accuracy_per_1_k_billed
        if amortized_tokens is not UNSET:
            field_dict["amortizedTokens"] = amortized_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.eval_strategy_amortized_tokens import EvalStrategyAmortizedTokens
        from ..models.eval_strategy_cells import EvalStrategyCells
        from ..models.eval_strategy_overall import EvalStrategyOverall
        from ..models.eval_strategy_reader_tokens import EvalStrategyReaderTokens
        from ..models.eval_strategy_summarizer_tokens import EvalStrategySummarizerTokens

        d = dict(src_dict)
        strategy = d.pop("strategy")

        status = EvalStrategyStatus(d.pop("status"))

        reason = d.pop("reason", UNSET)

        failure_type = d.pop("failureType", UNSET)

        method = d.pop("method", UNSET)

        context_tokens = d.pop("contextTokens", UNSET)

        billed_input_tokens = d.pop("billedInputTokens", UNSET)

        _billing = d.pop("billing", UNSET)
        billing: EvalStrategyBilling | Unset
        if isinstance(_billing, Unset):
            billing = UNSET
        else:
            billing = EvalStrategyBilling(_billing)

        _summarizer_tokens = d.pop("summarizerTokens", UNSET)
        summarizer_tokens: EvalStrategySummarizerTokens | Unset
        if isinstance(_summarizer_tokens, Unset):
            summarizer_tokens = UNSET
        else:
            summarizer_tokens = EvalStrategySummarizerTokens.from_dict(_summarizer_tokens)

        latency_ms = d.pop("latencyMs", UNSET)

        _reader_tokens = d.pop("readerTokens", UNSET)
        reader_tokens: EvalStrategyReaderTokens | Unset
        if isinstance(_reader_tokens, Unset):
            reader_tokens = UNSET
        else:
            reader_tokens = EvalStrategyReaderTokens.from_dict(_reader_tokens)

        _cells = d.pop("cells", UNSET)
        cells: EvalStrategyCells | Unset
        if isinstance(_cells, Unset):
            cells = UNSET
        else:
            cells = EvalStrategyCells.from_dict(_cells)

        _overall = d.pop("overall", UNSET)
        overall: EvalStrategyOverall | Unset
        if isinstance(_overall, Unset):
            overall = UNSET
        else:
            overall = EvalStrategyOverall.from_dict(_overall)

        lift_over_tail_only = d.pop("liftOverTailOnly", UNSET)

        accuracy_per_1_k_billed = d.pop("accuracyPer1kBilled", UNSET)

        _amortized_tokens = d.pop("amortizedTokens", UNSET)
        amortized_tokens: EvalStrategyAmortizedTokens | Unset
        if isinstance(_amortized_tokens, Unset):
            amortized_tokens = UNSET
        else:
            amortized_tokens = EvalStrategyAmortizedTokens.from_dict(_amortized_tokens)

        eval_strategy = cls(
            strategy=strategy,
            status=status,
            reason=reason,
            failure_type=failure_type,
            method=method,
            context_tokens=context_tokens,
            billed_input_tokens=billed_input_tokens,
            billing=billing,
            summarizer_tokens=summarizer_tokens,
            latency_ms=latency_ms,
            reader_tokens=reader_tokens,
            cells=cells,
            overall=overall,
            lift_over_tail_only=lift_over_tail_only,
            accuracy_per_1_k_billed=accuracy_per_1_k_billed,
            amortized_tokens=amortized_tokens,
        )

        return eval_strategy

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.started_compaction import StartedCompaction


T = TypeVar("T", bound="AppendResult")


@_attrs_define
class AppendResult:
    """
    Attributes:
        last_seq (int):
        leaf_id (None | str):
        appended (int):
        replayed (bool):
        context_tokens (int): the context's local token estimate after the turn's maintenance
        tokens_freed (int): estimated tokens freed by blanking stale tool results of the appended turn (0: none blanked)
        compaction (None | StartedCompaction):
        compaction_deferred (str | Unset): why the compaction the append called for did not start: the concurrency
            limit, a spent budget, or the loop guard
    """

    last_seq: int
    leaf_id: None | str
    appended: int
    replayed: bool
    context_tokens: int
    tokens_freed: int
    compaction: None | StartedCompaction
    compaction_deferred: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.started_compaction import StartedCompaction

        last_seq = self.last_seq

        leaf_id: None | str
        leaf_id = self.leaf_id

        appended = self.appended

        replayed = self.replayed

        context_tokens = self.context_tokens

        tokens_freed = self.tokens_freed

        compaction: dict[str, Any] | None
        if isinstance(self.compaction, StartedCompaction):
            compaction = self.compaction.to_dict()
        else:
            compaction = self.compaction

        compaction_deferred = self.compaction_deferred

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lastSeq": last_seq,
                "leafId": leaf_id,
                "appended": appended,
                "replayed": replayed,
                "contextTokens": context_tokens,
                "tokensFreed": tokens_freed,
                "compaction": compaction,
            }
        )
        if compaction_deferred is not UNSET:
            field_dict["compactionDeferred"] = compaction_deferred

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.started_compaction import StartedCompaction

        d = dict(src_dict)
        last_seq = d.pop("lastSeq")

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        appended = d.pop("appended")

        replayed = d.pop("replayed")

        context_tokens = d.pop("contextTokens")

        tokens_freed = d.pop("tokensFreed")

        def _parse_compaction(data: object) -> None | StartedCompaction:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                compaction_type_0 = StartedCompaction.from_dict(data)

                return compaction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartedCompaction, data)

        compaction = _parse_compaction(d.pop("compaction"))

        compaction_deferred = d.pop("compactionDeferred", UNSET)

        append_result = cls(
            last_seq=last_seq,
            leaf_id=leaf_id,
            appended=appended,
            replayed=replayed,
            context_tokens=context_tokens,
            tokens_freed=tokens_freed,
            compaction=compaction,
            compaction_deferred=compaction_deferred,
        )

        return append_result

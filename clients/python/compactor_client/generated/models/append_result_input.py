from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.started_compaction_input import StartedCompactionInput


T = TypeVar("T", bound="AppendResultInput")


@_attrs_define
class AppendResultInput:
    """
    Attributes:
        last_seq (int):
        leaf_id (None | str):
        appended (int):
        replayed (bool):
        context_tokens (int): the context's local token estimate after the turn's maintenance
        tokens_freed (int): estimated tokens freed by blanking stale tool results of the appended turn (0: none blanked)
        compaction (None | StartedCompactionInput):
        compaction_deferred (str | Unset): why the compaction the append called for did not start: the concurrency
            limit, a spent budget, or the loop guard
    """

    last_seq: int
    leaf_id: None | str
    appended: int
    replayed: bool
    context_tokens: int
    tokens_freed: int
    compaction: None | StartedCompactionInput
    compaction_deferred: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.started_compaction_input import StartedCompactionInput

        last_seq = self.last_seq

        leaf_id: None | str
        leaf_id = self.leaf_id

        appended = self.appended

        replayed = self.replayed

        context_tokens = self.context_tokens

        tokens_freed = self.tokens_freed

        compaction: dict[str, Any] | None
        if isinstance(self.compaction, StartedCompactionInput):
            compaction = self.compaction.to_dict()
        else:
            compaction = self.compaction

        compaction_deferred = self.compaction_deferred

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.started_compaction_input import StartedCompactionInput

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

        def _parse_compaction(data: object) -> None | StartedCompactionInput:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                compaction_type_0 = StartedCompactionInput.from_dict(data)

                return compaction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartedCompactionInput, data)

        compaction = _parse_compaction(d.pop("compaction"))

        compaction_deferred = d.pop("compactionDeferred", UNSET)

        append_result_input = cls(
            last_seq=last_seq,
            leaf_id=leaf_id,
            appended=appended,
            replayed=replayed,
            context_tokens=context_tokens,
            tokens_freed=tokens_freed,
            compaction=compaction,
            compaction_deferred=compaction_deferred,
        )

        append_result_input.additional_properties = d
        return append_result_input

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

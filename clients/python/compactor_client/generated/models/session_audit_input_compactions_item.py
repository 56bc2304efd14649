from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.session_audit_input_compactions_item_frames_item import SessionAuditInputCompactionsItemFramesItem


T = TypeVar("T", bound="SessionAuditInputCompactionsItem")


@_attrs_define
class SessionAuditInputCompactionsItem:
    """
    Attributes:
        entry_id (str):
        index (int): path index of the compaction entry
        summarized_from (int): path entries [summarizedFrom, keptFrom) were summarized
        kept_from (int): path entries [keptFrom, index) were kept verbatim
        first_kept_entry_id (str):
        method (None | str):
        summary (str):
        tokens_before (int):
        tokens_after (int):
        read_files (list[str]):
        modified_files (list[str]):
        frames (list[SessionAuditInputCompactionsItemFramesItem]):
        warning (None | str):
        model (None | str): the summarizer that wrote it, from its audit row (null: no row)
        prompt_hash (None | str): hash of the prompt templates and instructions its summarizer was given (null: no row)
    """

    entry_id: str
    index: int
    summarized_from: int
    kept_from: int
    first_kept_entry_id: str
    method: None | str
    summary: str
    tokens_before: int
    tokens_after: int
    read_files: list[str]
    modified_files: list[str]
    frames: list[SessionAuditInputCompactionsItemFramesItem]
    warning: None | str
    model: None | str
    prompt_hash: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entry_id = self.entry_id

        index = self.index

        summarized_from = self.summarized_from

        kept_from = self.kept_from

        first_kept_entry_id = self.first_kept_entry_id

        method: None | str
        method = self.method

        summary = self.summary

        tokens_before = self.tokens_before

        tokens_after = self.tokens_after

        read_files = self.read_files

        modified_files = self.modified_files

        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)

        warning: None | str
        warning = self.warning

        model: None | str
        model = self.model

        prompt_hash: None | str
        prompt_hash = self.prompt_hash

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entryId": entry_id,
                "index": index,
                "summarizedFrom": summarized_from,
                "keptFrom": kept_from,
                "firstKeptEntryId": first_kept_entry_id,
                "method": method,
                "summary": summary,
                "tokensBefore": tokens_before,
                "tokensAfter": tokens_after,
                "readFiles": read_files,
                "modifiedFiles": modified_files,
                "frames": frames,
                "warning": warning,
                "model": model,
                "promptHash": prompt_hash,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_audit_input_compactions_item_frames_item import SessionAuditInputCompactionsItemFramesItem

        d = dict(src_dict)
        entry_id = d.pop("entryId")

        index = d.pop("index")

        summarized_from = d.pop("summarizedFrom")

        kept_from = d.pop("keptFrom")

        first_kept_entry_id = d.pop("firstKeptEntryId")

        def _parse_method(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        method = _parse_method(d.pop("method"))

        summary = d.pop("summary")

        tokens_before = d.pop("tokensBefore")

        tokens_after = d.pop("tokensAfter")

        read_files = cast(list[str], d.pop("readFiles"))

        modified_files = cast(list[str], d.pop("modifiedFiles"))

        frames = []
        _frames = d.pop("frames")
        for frames_item_data in _frames:
            frames_item = SessionAuditInputCompactionsItemFramesItem.from_dict(frames_item_data)

            frames.append(frames_item)

        def _parse_warning(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        warning = _parse_warning(d.pop("warning"))

        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))

        def _parse_prompt_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prompt_hash = _parse_prompt_hash(d.pop("promptHash"))

        session_audit_input_compactions_item = cls(
            entry_id=entry_id,
            index=index,
            summarized_from=summarized_from,
            kept_from=kept_from,
            first_kept_entry_id=first_kept_entry_id,
            method=method,
            summary=summary,
            tokens_before=tokens_before,
            tokens_after=tokens_after,
            read_files=read_files,
            modified_files=modified_files,
            frames=frames,
            warning=warning,
            model=model,
            prompt_hash=prompt_hash,
        )

        session_audit_input_compactions_item.additional_properties = d
        return session_audit_input_compactions_item

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

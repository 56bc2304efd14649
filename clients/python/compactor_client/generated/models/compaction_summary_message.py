from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compaction_summary_message_blocks_item_type_0 import CompactionSummaryMessageBlocksItemType0
    from ..models.compaction_summary_message_blocks_item_type_1 import CompactionSummaryMessageBlocksItemType1
    from ..models.compaction_summary_message_images_item import CompactionSummaryMessageImagesItem


T = TypeVar("T", bound="CompactionSummaryMessage")


@_attrs_define
class CompactionSummaryMessage:
    """rebuilt from a compaction entry; never stored as a message

    Attributes:
        role (Literal['compactionSummary']):
        summary (str):
        tokens_before (float):
        timestamp (float):
        short_summary (str | Unset):
        tokens_after (float | Unset):
        method (str | Unset):
        provider_payload (Any | Unset):
        blocks (list[CompactionSummaryMessageBlocksItemType0 | CompactionSummaryMessageBlocksItemType1] | Unset):
        images (list[CompactionSummaryMessageImagesItem] | Unset): snapcompact frames
        warning (str | Unset):
    """

    role: Literal["compactionSummary"]
    summary: str
    tokens_before: float
    timestamp: float
    short_summary: str | Unset = UNSET
    tokens_after: float | Unset = UNSET
    method: str | Unset = UNSET
    provider_payload: Any | Unset = UNSET
    blocks: list[CompactionSummaryMessageBlocksItemType0 | CompactionSummaryMessageBlocksItemType1] | Unset = UNSET
    images: list[CompactionSummaryMessageImagesItem] | Unset = UNSET
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.compaction_summary_message_blocks_item_type_0 import CompactionSummaryMessageBlocksItemType0

        role = self.role

        summary = self.summary

        tokens_before = self.tokens_before

        timestamp = self.timestamp

        short_summary = self.short_summary

        tokens_after = self.tokens_after

        method = self.method

        provider_payload = self.provider_payload

        blocks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.blocks, Unset):
            blocks = []
            for blocks_item_data in self.blocks:
                blocks_item: dict[str, Any]
                if isinstance(blocks_item_data, CompactionSummaryMessageBlocksItemType0):
                    blocks_item = blocks_item_data.to_dict()
                else:
                    blocks_item = blocks_item_data.to_dict()

                blocks.append(blocks_item)

        images: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.images, Unset):
            images = []
            for images_item_data in self.images:
                images_item = images_item_data.to_dict()
                images.append(images_item)

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "summary": summary,
                "tokensBefore": tokens_before,
                "timestamp": timestamp,
            }
        )
        if short_summary is not UNSET:
            field_dict["shortSummary"] = short_summary
        if tokens_after is not UNSET:
            field_dict["tokensAfter"] = tokens_after
        if method is not UNSET:
            field_dict["method"] = method
        if provider_payload is not UNSET:
            field_dict["providerPayload"] = provider_payload
        if blocks is not UNSET:
            field_dict["blocks"] = blocks
        if images is not UNSET:
            field_dict["images"] = images
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compaction_summary_message_blocks_item_type_0 import CompactionSummaryMessageBlocksItemType0
        from ..models.compaction_summary_message_blocks_item_type_1 import CompactionSummaryMessageBlocksItemType1
        from ..models.compaction_summary_message_images_item import CompactionSummaryMessageImagesItem

        d = dict(src_dict)
        role = cast(Literal["compactionSummary"], d.pop("role"))
        if role != "compactionSummary":
            raise ValueError(f"role must match const 'compactionSummary', got '{role}'")

        summary = d.pop("summary")

        tokens_before = d.pop("tokensBefore")

        timestamp = d.pop("timestamp")

        short_summary = d.pop("shortSummary", UNSET)

        tokens_after = d.pop("tokensAfter", UNSET)

        method = d.pop("method", UNSET)

        provider_payload = d.pop("providerPayload", UNSET)

        _blocks = d.pop("blocks", UNSET)
        blocks: list[CompactionSummaryMessageBlocksItemType0 | CompactionSummaryMessageBlocksItemType1] | Unset = UNSET
        if _blocks is not UNSET:
            blocks = []
            for blocks_item_data in _blocks:

                def _parse_blocks_item(
                    data: object,
                ) -> CompactionSummaryMessageBlocksItemType0 | CompactionSummaryMessageBlocksItemType1:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        blocks_item_type_0 = CompactionSummaryMessageBlocksItemType0.from_dict(data)

                        return blocks_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    blocks_item_type_1 = CompactionSummaryMessageBlocksItemType1.from_dict(data)

                    return blocks_item_type_1

                blocks_item = _parse_blocks_item(blocks_item_data)

                blocks.append(blocks_item)

        _images = d.pop("images", UNSET)
        images: list[CompactionSummaryMessageImagesItem] | Unset = UNSET
        if _images is not UNSET:
            images = []
            for images_item_data in _images:
                images_item = CompactionSummaryMessageImagesItem.from_dict(images_item_data)

                images.append(images_item)

        warning = d.pop("warning", UNSET)

        compaction_summary_message = cls(
            role=role,
            summary=summary,
            tokens_before=tokens_before,
            timestamp=timestamp,
            short_summary=short_summary,
            tokens_after=tokens_after,
            method=method,
            provider_payload=provider_payload,
            blocks=blocks,
            images=images,
            warning=warning,
        )

        compaction_summary_message.additional_properties = d
        return compaction_summary_message

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

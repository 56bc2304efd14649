from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_request_config import GeminiRequestConfig
    from ..models.gemini_request_contents_item import GeminiRequestContentsItem


T = TypeVar("T", bound="GeminiRequest")


@_attrs_define
class GeminiRequest:
    """spread into ai.models.generateContent({ model, … })

    Attributes:
        contents (list[GeminiRequestContentsItem]):
        config (GeminiRequestConfig | Unset):
    """

    contents: list[GeminiRequestContentsItem]
    config: GeminiRequestConfig | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        contents = []
        for contents_item_data in self.contents:
            contents_item = contents_item_data.to_dict()
            contents.append(contents_item)

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contents": contents,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_config import GeminiRequestConfig
        from ..models.gemini_request_contents_item import GeminiRequestContentsItem

        d = dict(src_dict)
        contents = []
        _contents = d.pop("contents")
        for contents_item_data in _contents:
            contents_item = GeminiRequestContentsItem.from_dict(contents_item_data)

            contents.append(contents_item)

        _config = d.pop("config", UNSET)
        config: GeminiRequestConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = GeminiRequestConfig.from_dict(_config)

        gemini_request = cls(
            contents=contents,
            config=config,
        )

        return gemini_request

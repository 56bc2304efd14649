from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemini_request_input_config import GeminiRequestInputConfig
    from ..models.gemini_request_input_contents_item import GeminiRequestInputContentsItem


T = TypeVar("T", bound="GeminiRequestInput")


@_attrs_define
class GeminiRequestInput:
    """spread into ai.models.generateContent({ model, … })

    Attributes:
        contents (list[GeminiRequestInputContentsItem]):
        config (GeminiRequestInputConfig | Unset):
    """

    contents: list[GeminiRequestInputContentsItem]
    config: GeminiRequestInputConfig | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contents = []
        for contents_item_data in self.contents:
            contents_item = contents_item_data.to_dict()
            contents.append(contents_item)

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.gemini_request_input_config import GeminiRequestInputConfig
        from ..models.gemini_request_input_contents_item import GeminiRequestInputContentsItem

        d = dict(src_dict)
        contents = []
        _contents = d.pop("contents")
        for contents_item_data in _contents:
            contents_item = GeminiRequestInputContentsItem.from_dict(contents_item_data)

            contents.append(contents_item)

        _config = d.pop("config", UNSET)
        config: GeminiRequestInputConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = GeminiRequestInputConfig.from_dict(_config)

        gemini_request_input = cls(
            contents=contents,
            config=config,
        )

        gemini_request_input.additional_properties = d
        return gemini_request_input

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 import (
        AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0,
    )
    from ..models.anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1 import (
        AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1,
    )


T = TypeVar("T", bound="AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1")


@_attrs_define
class AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1:
    """
    Attributes:
        type_ (Literal['image']):
        source (AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0 |
            AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1):
    """

    type_: Literal["image"]
    source: (
        AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0
        | AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 import (
            AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0,
        )

        type_ = self.type_

        source: dict[str, Any]
        if isinstance(
            self.source, AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0
        ):
            source = self.source.to_dict()
        else:
            source = self.source.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 import (
            AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0,
        )
        from ..models.anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1 import (
            AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1,
        )

        d = dict(src_dict)
        type_ = cast(Literal["image"], d.pop("type"))
        if type_ != "image":
            raise ValueError(f"type must match const 'image', got '{type_}'")

        def _parse_source(
            data: object,
        ) -> (
            AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0
            | AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_0 = (
                    AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0.from_dict(
                        data
                    )
                )

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            source_type_1 = (
                AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1.from_dict(data)
            )

            return source_type_1

        source = _parse_source(d.pop("source"))

        anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1 = cls(
            type_=type_,
            source=source,
        )

        anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1.additional_properties = d
        return anthropic_request_input_messages_item_type_0_content_item_type_2_content_type_1_item_type_1

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

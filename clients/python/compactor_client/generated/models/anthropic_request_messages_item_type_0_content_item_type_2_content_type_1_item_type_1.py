from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 import (
        AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0,
    )
    from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1 import (
        AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1,
    )


T = TypeVar("T", bound="AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1")


@_attrs_define
class AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1:
    """
    Attributes:
        type_ (Literal['image']):
        source (AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0 |
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1):
    """

    type_: Literal["image"]
    source: (
        AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0
        | AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 import (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0,
        )

        type_ = self.type_

        source: dict[str, Any]
        if isinstance(self.source, AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0):
            source = self.source.to_dict()
        else:
            source = self.source.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_0 import (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0,
        )
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1_source_type_1 import (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1,
        )

        d = dict(src_dict)
        type_ = cast(Literal["image"], d.pop("type"))
        if type_ != "image":
            raise ValueError(f"type must match const 'image', got '{type_}'")

        def _parse_source(
            data: object,
        ) -> (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0
            | AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_0 = (
                    AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0.from_dict(data)
                )

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            source_type_1 = AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1SourceType1.from_dict(
                data
            )

            return source_type_1

        source = _parse_source(d.pop("source"))

        anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1 = cls(
            type_=type_,
            source=source,
        )

        return anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1

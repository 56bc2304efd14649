from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_request_messages_item_type_0_content_item_type_0 import (
        AnthropicRequestMessagesItemType0ContentItemType0,
    )
    from ..models.anthropic_request_messages_item_type_0_content_item_type_1 import (
        AnthropicRequestMessagesItemType0ContentItemType1,
    )
    from ..models.anthropic_request_messages_item_type_0_content_item_type_2 import (
        AnthropicRequestMessagesItemType0ContentItemType2,
    )


T = TypeVar("T", bound="AnthropicRequestMessagesItemType0")


@_attrs_define
class AnthropicRequestMessagesItemType0:
    """
    Attributes:
        role (Literal['user']):
        content (list[AnthropicRequestMessagesItemType0ContentItemType0 |
            AnthropicRequestMessagesItemType0ContentItemType1 | AnthropicRequestMessagesItemType0ContentItemType2]):
    """

    role: Literal["user"]
    content: list[
        AnthropicRequestMessagesItemType0ContentItemType0
        | AnthropicRequestMessagesItemType0ContentItemType1
        | AnthropicRequestMessagesItemType0ContentItemType2
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_messages_item_type_0_content_item_type_0 import (
            AnthropicRequestMessagesItemType0ContentItemType0,
        )
        from ..models.anthropic_request_messages_item_type_0_content_item_type_1 import (
            AnthropicRequestMessagesItemType0ContentItemType1,
        )

        role = self.role

        content = []
        for content_item_data in self.content:
            content_item: dict[str, Any]
            if isinstance(content_item_data, AnthropicRequestMessagesItemType0ContentItemType0) or isinstance(
                content_item_data, AnthropicRequestMessagesItemType0ContentItemType1
            ):
                content_item = content_item_data.to_dict()
            else:
                content_item = content_item_data.to_dict()

            content.append(content_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_messages_item_type_0_content_item_type_0 import (
            AnthropicRequestMessagesItemType0ContentItemType0,
        )
        from ..models.anthropic_request_messages_item_type_0_content_item_type_1 import (
            AnthropicRequestMessagesItemType0ContentItemType1,
        )
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2 import (
            AnthropicRequestMessagesItemType0ContentItemType2,
        )

        d = dict(src_dict)
        role = cast(Literal["user"], d.pop("role"))
        if role != "user":
            raise ValueError(f"role must match const 'user', got '{role}'")

        content = []
        _content = d.pop("content")
        for content_item_data in _content:

            def _parse_content_item(
                data: object,
            ) -> (
                AnthropicRequestMessagesItemType0ContentItemType0
                | AnthropicRequestMessagesItemType0ContentItemType1
                | AnthropicRequestMessagesItemType0ContentItemType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_0 = AnthropicRequestMessagesItemType0ContentItemType0.from_dict(data)

                    return content_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_1 = AnthropicRequestMessagesItemType0ContentItemType1.from_dict(data)

                    return content_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                content_item_type_2 = AnthropicRequestMessagesItemType0ContentItemType2.from_dict(data)

                return content_item_type_2

            content_item = _parse_content_item(content_item_data)

            content.append(content_item)

        anthropic_request_messages_item_type_0 = cls(
            role=role,
            content=content,
        )

        return anthropic_request_messages_item_type_0

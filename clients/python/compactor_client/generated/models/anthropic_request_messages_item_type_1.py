from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.anthropic_request_messages_item_type_1_content_item_type_0 import (
        AnthropicRequestMessagesItemType1ContentItemType0,
    )
    from ..models.anthropic_request_messages_item_type_1_content_item_type_1 import (
        AnthropicRequestMessagesItemType1ContentItemType1,
    )
    from ..models.anthropic_request_messages_item_type_1_content_item_type_2 import (
        AnthropicRequestMessagesItemType1ContentItemType2,
    )
    from ..models.anthropic_request_messages_item_type_1_content_item_type_3 import (
        AnthropicRequestMessagesItemType1ContentItemType3,
    )
    from ..models.anthropic_request_messages_item_type_1_content_item_type_4 import (
        AnthropicRequestMessagesItemType1ContentItemType4,
    )
    from ..models.anthropic_request_messages_item_type_1_content_item_type_5 import (
        AnthropicRequestMessagesItemType1ContentItemType5,
    )
    from ..models.anthropic_request_messages_item_type_1_content_item_type_6 import (
        AnthropicRequestMessagesItemType1ContentItemType6,
    )


T = TypeVar("T", bound="AnthropicRequestMessagesItemType1")


@_attrs_define
class AnthropicRequestMessagesItemType1:
    """
    Attributes:
        role (Literal['assistant']):
        content (list[AnthropicRequestMessagesItemType1ContentItemType0 |
            AnthropicRequestMessagesItemType1ContentItemType1 | AnthropicRequestMessagesItemType1ContentItemType2 |
            AnthropicRequestMessagesItemType1ContentItemType3 | AnthropicRequestMessagesItemType1ContentItemType4 |
            AnthropicRequestMessagesItemType1ContentItemType5 | AnthropicRequestMessagesItemType1ContentItemType6]):
    """

    role: Literal["assistant"]
    content: list[
        AnthropicRequestMessagesItemType1ContentItemType0
        | AnthropicRequestMessagesItemType1ContentItemType1
        | AnthropicRequestMessagesItemType1ContentItemType2
        | AnthropicRequestMessagesItemType1ContentItemType3
        | AnthropicRequestMessagesItemType1ContentItemType4
        | AnthropicRequestMessagesItemType1ContentItemType5
        | AnthropicRequestMessagesItemType1ContentItemType6
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_messages_item_type_1_content_item_type_0 import (
            AnthropicRequestMessagesItemType1ContentItemType0,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_1 import (
            AnthropicRequestMessagesItemType1ContentItemType1,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_2 import (
            AnthropicRequestMessagesItemType1ContentItemType2,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_3 import (
            AnthropicRequestMessagesItemType1ContentItemType3,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_4 import (
            AnthropicRequestMessagesItemType1ContentItemType4,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_5 import (
            AnthropicRequestMessagesItemType1ContentItemType5,
        )

        role = self.role

        content = []
        for content_item_data in self.content:
            content_item: dict[str, Any]
            if (
                isinstance(content_item_data, AnthropicRequestMessagesItemType1ContentItemType0)
                or isinstance(content_item_data, AnthropicRequestMessagesItemType1ContentItemType1)
                or isinstance(content_item_data, AnthropicRequestMessagesItemType1ContentItemType2)
                or isinstance(content_item_data, AnthropicRequestMessagesItemType1ContentItemType3)
                or isinstance(content_item_data, AnthropicRequestMessagesItemType1ContentItemType4)
                or isinstance(content_item_data, AnthropicRequestMessagesItemType1ContentItemType5)
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
        from ..models.anthropic_request_messages_item_type_1_content_item_type_0 import (
            AnthropicRequestMessagesItemType1ContentItemType0,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_1 import (
            AnthropicRequestMessagesItemType1ContentItemType1,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_2 import (
            AnthropicRequestMessagesItemType1ContentItemType2,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_3 import (
            AnthropicRequestMessagesItemType1ContentItemType3,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_4 import (
            AnthropicRequestMessagesItemType1ContentItemType4,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_5 import (
            AnthropicRequestMessagesItemType1ContentItemType5,
        )
        from ..models.anthropic_request_messages_item_type_1_content_item_type_6 import (
            AnthropicRequestMessagesItemType1ContentItemType6,
        )

        d = dict(src_dict)
        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        content = []
        _content = d.pop("content")
        for content_item_data in _content:

            def _parse_content_item(
                data: object,
            ) -> (
                AnthropicRequestMessagesItemType1ContentItemType0
                | AnthropicRequestMessagesItemType1ContentItemType1
                | AnthropicRequestMessagesItemType1ContentItemType2
                | AnthropicRequestMessagesItemType1ContentItemType3
                | AnthropicRequestMessagesItemType1ContentItemType4
                | AnthropicRequestMessagesItemType1ContentItemType5
                | AnthropicRequestMessagesItemType1ContentItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_0 = AnthropicRequestMessagesItemType1ContentItemType0.from_dict(data)

                    return content_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_1 = AnthropicRequestMessagesItemType1ContentItemType1.from_dict(data)

                    return content_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_2 = AnthropicRequestMessagesItemType1ContentItemType2.from_dict(data)

                    return content_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_3 = AnthropicRequestMessagesItemType1ContentItemType3.from_dict(data)

                    return content_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_4 = AnthropicRequestMessagesItemType1ContentItemType4.from_dict(data)

                    return content_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_5 = AnthropicRequestMessagesItemType1ContentItemType5.from_dict(data)

                    return content_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                content_item_type_6 = AnthropicRequestMessagesItemType1ContentItemType6.from_dict(data)

                return content_item_type_6

            content_item = _parse_content_item(content_item_data)

            content.append(content_item)

        anthropic_request_messages_item_type_1 = cls(
            role=role,
            content=content,
        )

        return anthropic_request_messages_item_type_1

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_0 import (
        AnthropicRequestInputMessagesItemType1ContentItemType0,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_1 import (
        AnthropicRequestInputMessagesItemType1ContentItemType1,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_2 import (
        AnthropicRequestInputMessagesItemType1ContentItemType2,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_3 import (
        AnthropicRequestInputMessagesItemType1ContentItemType3,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_4 import (
        AnthropicRequestInputMessagesItemType1ContentItemType4,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5 import (
        AnthropicRequestInputMessagesItemType1ContentItemType5,
    )
    from ..models.anthropic_request_input_messages_item_type_1_content_item_type_6 import (
        AnthropicRequestInputMessagesItemType1ContentItemType6,
    )


T = TypeVar("T", bound="AnthropicRequestInputMessagesItemType1")


@_attrs_define
class AnthropicRequestInputMessagesItemType1:
    """
    Attributes:
        role (Literal['assistant']):
        content (list[AnthropicRequestInputMessagesItemType1ContentItemType0 |
            AnthropicRequestInputMessagesItemType1ContentItemType1 | AnthropicRequestInputMessagesItemType1ContentItemType2
            | AnthropicRequestInputMessagesItemType1ContentItemType3 |
            AnthropicRequestInputMessagesItemType1ContentItemType4 | AnthropicRequestInputMessagesItemType1ContentItemType5
            | AnthropicRequestInputMessagesItemType1ContentItemType6]):
    """

    role: Literal["assistant"]
    content: list[
        AnthropicRequestInputMessagesItemType1ContentItemType0
        | AnthropicRequestInputMessagesItemType1ContentItemType1
        | AnthropicRequestInputMessagesItemType1ContentItemType2
        | AnthropicRequestInputMessagesItemType1ContentItemType3
        | AnthropicRequestInputMessagesItemType1ContentItemType4
        | AnthropicRequestInputMessagesItemType1ContentItemType5
        | AnthropicRequestInputMessagesItemType1ContentItemType6
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_0 import (
            AnthropicRequestInputMessagesItemType1ContentItemType0,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_1 import (
            AnthropicRequestInputMessagesItemType1ContentItemType1,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_2 import (
            AnthropicRequestInputMessagesItemType1ContentItemType2,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_3 import (
            AnthropicRequestInputMessagesItemType1ContentItemType3,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_4 import (
            AnthropicRequestInputMessagesItemType1ContentItemType4,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5 import (
            AnthropicRequestInputMessagesItemType1ContentItemType5,
        )

        role = self.role

        content = []
        for content_item_data in self.content:
            content_item: dict[str, Any]
            if (
                isinstance(content_item_data, AnthropicRequestInputMessagesItemType1ContentItemType0)
                or isinstance(content_item_data, AnthropicRequestInputMessagesItemType1ContentItemType1)
                or isinstance(content_item_data, AnthropicRequestInputMessagesItemType1ContentItemType2)
                or isinstance(content_item_data, AnthropicRequestInputMessagesItemType1ContentItemType3)
                or isinstance(content_item_data, AnthropicRequestInputMessagesItemType1ContentItemType4)
                or isinstance(content_item_data, AnthropicRequestInputMessagesItemType1ContentItemType5)
            ):
                content_item = content_item_data.to_dict()
            else:
                content_item = content_item_data.to_dict()

            content.append(content_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_0 import (
            AnthropicRequestInputMessagesItemType1ContentItemType0,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_1 import (
            AnthropicRequestInputMessagesItemType1ContentItemType1,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_2 import (
            AnthropicRequestInputMessagesItemType1ContentItemType2,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_3 import (
            AnthropicRequestInputMessagesItemType1ContentItemType3,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_4 import (
            AnthropicRequestInputMessagesItemType1ContentItemType4,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_5 import (
            AnthropicRequestInputMessagesItemType1ContentItemType5,
        )
        from ..models.anthropic_request_input_messages_item_type_1_content_item_type_6 import (
            AnthropicRequestInputMessagesItemType1ContentItemType6,
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
                AnthropicRequestInputMessagesItemType1ContentItemType0
                | AnthropicRequestInputMessagesItemType1ContentItemType1
                | AnthropicRequestInputMessagesItemType1ContentItemType2
                | AnthropicRequestInputMessagesItemType1ContentItemType3
                | AnthropicRequestInputMessagesItemType1ContentItemType4
                | AnthropicRequestInputMessagesItemType1ContentItemType5
                | AnthropicRequestInputMessagesItemType1ContentItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_0 = AnthropicRequestInputMessagesItemType1ContentItemType0.from_dict(data)

                    return content_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_1 = AnthropicRequestInputMessagesItemType1ContentItemType1.from_dict(data)

                    return content_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_2 = AnthropicRequestInputMessagesItemType1ContentItemType2.from_dict(data)

                    return content_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_3 = AnthropicRequestInputMessagesItemType1ContentItemType3.from_dict(data)

                    return content_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_4 = AnthropicRequestInputMessagesItemType1ContentItemType4.from_dict(data)

                    return content_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_5 = AnthropicRequestInputMessagesItemType1ContentItemType5.from_dict(data)

                    return content_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                content_item_type_6 = AnthropicRequestInputMessagesItemType1ContentItemType6.from_dict(data)

                return content_item_type_6

            content_item = _parse_content_item(content_item_data)

            content.append(content_item)

        anthropic_request_input_messages_item_type_1 = cls(
            role=role,
            content=content,
        )

        anthropic_request_input_messages_item_type_1.additional_properties = d
        return anthropic_request_input_messages_item_type_1

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

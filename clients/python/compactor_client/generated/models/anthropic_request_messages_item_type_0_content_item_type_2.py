from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_0 import (
        AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0,
    )
    from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1 import (
        AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1,
    )


T = TypeVar("T", bound="AnthropicRequestMessagesItemType0ContentItemType2")


@_attrs_define
class AnthropicRequestMessagesItemType0ContentItemType2:
    """
    Attributes:
        type_ (Literal['tool_result']):
        tool_use_id (str):
        content (list[AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0 |
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1] | str):
        is_error (bool | Unset):
    """

    type_: Literal["tool_result"]
    tool_use_id: str
    content: (
        list[
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0
            | AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1
        ]
        | str
    )
    is_error: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_0 import (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0,
        )

        type_ = self.type_

        tool_use_id = self.tool_use_id

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item: dict[str, Any]
                if isinstance(
                    content_type_1_item_data, AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0
                ):
                    content_type_1_item = content_type_1_item_data.to_dict()
                else:
                    content_type_1_item = content_type_1_item_data.to_dict()

                content.append(content_type_1_item)

        else:
            content = self.content

        is_error = self.is_error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tool_use_id": tool_use_id,
                "content": content,
            }
        )
        if is_error is not UNSET:
            field_dict["is_error"] = is_error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_0 import (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0,
        )
        from ..models.anthropic_request_messages_item_type_0_content_item_type_2_content_type_1_item_type_1 import (
            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1,
        )

        d = dict(src_dict)
        type_ = cast(Literal["tool_result"], d.pop("type"))
        if type_ != "tool_result":
            raise ValueError(f"type must match const 'tool_result', got '{type_}'")

        tool_use_id = d.pop("tool_use_id")

        def _parse_content(
            data: object,
        ) -> (
            list[
                AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0
                | AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1
            ]
            | str
        ):
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:

                    def _parse_content_type_1_item(
                        data: object,
                    ) -> (
                        AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0
                        | AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            content_type_1_item_type_0 = (
                                AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0.from_dict(data)
                            )

                            return content_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        content_type_1_item_type_1 = (
                            AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1.from_dict(data)
                        )

                        return content_type_1_item_type_1

                    content_type_1_item = _parse_content_type_1_item(content_type_1_item_data)

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType0
                    | AnthropicRequestMessagesItemType0ContentItemType2ContentType1ItemType1
                ]
                | str,
                data,
            )

        content = _parse_content(d.pop("content"))

        is_error = d.pop("is_error", UNSET)

        anthropic_request_messages_item_type_0_content_item_type_2 = cls(
            type_=type_,
            tool_use_id=tool_use_id,
            content=content,
            is_error=is_error,
        )

        return anthropic_request_messages_item_type_0_content_item_type_2

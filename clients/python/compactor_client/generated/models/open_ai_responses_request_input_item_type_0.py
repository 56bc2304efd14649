from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.open_ai_responses_request_input_item_type_0_role import OpenAiResponsesRequestInputItemType0Role

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_input_item_type_0_content_item_type_0 import (
        OpenAiResponsesRequestInputItemType0ContentItemType0,
    )
    from ..models.open_ai_responses_request_input_item_type_0_content_item_type_1 import (
        OpenAiResponsesRequestInputItemType0ContentItemType1,
    )


T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType0")


@_attrs_define
class OpenAiResponsesRequestInputItemType0:
    """
    Attributes:
        type_ (Literal['message']):
        role (OpenAiResponsesRequestInputItemType0Role):
        content (list[OpenAiResponsesRequestInputItemType0ContentItemType0 |
            OpenAiResponsesRequestInputItemType0ContentItemType1]):
    """

    type_: Literal["message"]
    role: OpenAiResponsesRequestInputItemType0Role
    content: list[
        OpenAiResponsesRequestInputItemType0ContentItemType0 | OpenAiResponsesRequestInputItemType0ContentItemType1
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_responses_request_input_item_type_0_content_item_type_0 import (
            OpenAiResponsesRequestInputItemType0ContentItemType0,
        )

        type_ = self.type_

        role = self.role.value

        content = []
        for content_item_data in self.content:
            content_item: dict[str, Any]
            if isinstance(content_item_data, OpenAiResponsesRequestInputItemType0ContentItemType0):
                content_item = content_item_data.to_dict()
            else:
                content_item = content_item_data.to_dict()

            content.append(content_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "role": role,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_responses_request_input_item_type_0_content_item_type_0 import (
            OpenAiResponsesRequestInputItemType0ContentItemType0,
        )
        from ..models.open_ai_responses_request_input_item_type_0_content_item_type_1 import (
            OpenAiResponsesRequestInputItemType0ContentItemType1,
        )

        d = dict(src_dict)
        type_ = cast(Literal["message"], d.pop("type"))
        if type_ != "message":
            raise ValueError(f"type must match const 'message', got '{type_}'")

        role = OpenAiResponsesRequestInputItemType0Role(d.pop("role"))

        content = []
        _content = d.pop("content")
        for content_item_data in _content:

            def _parse_content_item(
                data: object,
            ) -> (
                OpenAiResponsesRequestInputItemType0ContentItemType0
                | OpenAiResponsesRequestInputItemType0ContentItemType1
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_0 = OpenAiResponsesRequestInputItemType0ContentItemType0.from_dict(data)

                    return content_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                content_item_type_1 = OpenAiResponsesRequestInputItemType0ContentItemType1.from_dict(data)

                return content_item_type_1

            content_item = _parse_content_item(content_item_data)

            content.append(content_item)

        open_ai_responses_request_input_item_type_0 = cls(
            type_=type_,
            role=role,
            content=content,
        )

        return open_ai_responses_request_input_item_type_0

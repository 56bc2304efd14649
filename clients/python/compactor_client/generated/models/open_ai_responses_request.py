from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_input_item_type_0 import OpenAiResponsesRequestInputItemType0
    from ..models.open_ai_responses_request_input_item_type_1 import OpenAiResponsesRequestInputItemType1
    from ..models.open_ai_responses_request_input_item_type_2 import OpenAiResponsesRequestInputItemType2
    from ..models.open_ai_responses_request_input_item_type_3 import OpenAiResponsesRequestInputItemType3
    from ..models.open_ai_responses_request_input_item_type_4 import OpenAiResponsesRequestInputItemType4
    from ..models.open_ai_responses_request_input_item_type_5 import OpenAiResponsesRequestInputItemType5
    from ..models.open_ai_responses_request_input_item_type_6 import OpenAiResponsesRequestInputItemType6
    from ..models.open_ai_responses_request_tools_item import OpenAiResponsesRequestToolsItem


T = TypeVar("T", bound="OpenAiResponsesRequest")


@_attrs_define
class OpenAiResponsesRequest:
    """spread into openai.responses.create({ model, store: false, … })

    Attributes:
        input_ (list[OpenAiResponsesRequestInputItemType0 | OpenAiResponsesRequestInputItemType1 |
            OpenAiResponsesRequestInputItemType2 | OpenAiResponsesRequestInputItemType3 |
            OpenAiResponsesRequestInputItemType4 | OpenAiResponsesRequestInputItemType5 |
            OpenAiResponsesRequestInputItemType6]):
        instructions (str | Unset):
        tools (list[OpenAiResponsesRequestToolsItem] | Unset):
    """

    input_: list[
        OpenAiResponsesRequestInputItemType0
        | OpenAiResponsesRequestInputItemType1
        | OpenAiResponsesRequestInputItemType2
        | OpenAiResponsesRequestInputItemType3
        | OpenAiResponsesRequestInputItemType4
        | OpenAiResponsesRequestInputItemType5
        | OpenAiResponsesRequestInputItemType6
    ]
    instructions: str | Unset = UNSET
    tools: list[OpenAiResponsesRequestToolsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_responses_request_input_item_type_0 import OpenAiResponsesRequestInputItemType0
        from ..models.open_ai_responses_request_input_item_type_1 import OpenAiResponsesRequestInputItemType1
        from ..models.open_ai_responses_request_input_item_type_2 import OpenAiResponsesRequestInputItemType2
        from ..models.open_ai_responses_request_input_item_type_3 import OpenAiResponsesRequestInputItemType3
        from ..models.open_ai_responses_request_input_item_type_4 import OpenAiResponsesRequestInputItemType4
        from ..models.open_ai_responses_request_input_item_type_5 import OpenAiResponsesRequestInputItemType5

        input_ = []
        for input_item_data in self.input_:
            input_item: dict[str, Any]
            if (
                isinstance(input_item_data, OpenAiResponsesRequestInputItemType0)
                or isinstance(input_item_data, OpenAiResponsesRequestInputItemType1)
                or isinstance(input_item_data, OpenAiResponsesRequestInputItemType2)
                or isinstance(input_item_data, OpenAiResponsesRequestInputItemType3)
                or isinstance(input_item_data, OpenAiResponsesRequestInputItemType4)
                or isinstance(input_item_data, OpenAiResponsesRequestInputItemType5)
            ):
                input_item = input_item_data.to_dict()
            else:
                input_item = input_item_data.to_dict()

            input_.append(input_item)

        instructions = self.instructions

        tools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item = tools_item_data.to_dict()
                tools.append(tools_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "input": input_,
            }
        )
        if instructions is not UNSET:
            field_dict["instructions"] = instructions
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_responses_request_input_item_type_0 import OpenAiResponsesRequestInputItemType0
        from ..models.open_ai_responses_request_input_item_type_1 import OpenAiResponsesRequestInputItemType1
        from ..models.open_ai_responses_request_input_item_type_2 import OpenAiResponsesRequestInputItemType2
        from ..models.open_ai_responses_request_input_item_type_3 import OpenAiResponsesRequestInputItemType3
        from ..models.open_ai_responses_request_input_item_type_4 import OpenAiResponsesRequestInputItemType4
        from ..models.open_ai_responses_request_input_item_type_5 import OpenAiResponsesRequestInputItemType5
        from ..models.open_ai_responses_request_input_item_type_6 import OpenAiResponsesRequestInputItemType6
        from ..models.open_ai_responses_request_tools_item import OpenAiResponsesRequestToolsItem

        d = dict(src_dict)
        input_ = []
        _input_ = d.pop("input")
        for input_item_data in _input_:

            def _parse_input_item(
                data: object,
            ) -> (
                OpenAiResponsesRequestInputItemType0
                | OpenAiResponsesRequestInputItemType1
                | OpenAiResponsesRequestInputItemType2
                | OpenAiResponsesRequestInputItemType3
                | OpenAiResponsesRequestInputItemType4
                | OpenAiResponsesRequestInputItemType5
                | OpenAiResponsesRequestInputItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_0 = OpenAiResponsesRequestInputItemType0.from_dict(data)

                    return input_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_1 = OpenAiResponsesRequestInputItemType1.from_dict(data)

                    return input_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_2 = OpenAiResponsesRequestInputItemType2.from_dict(data)

                    return input_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_3 = OpenAiResponsesRequestInputItemType3.from_dict(data)

                    return input_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_4 = OpenAiResponsesRequestInputItemType4.from_dict(data)

                    return input_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_5 = OpenAiResponsesRequestInputItemType5.from_dict(data)

                    return input_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                input_item_type_6 = OpenAiResponsesRequestInputItemType6.from_dict(data)

                return input_item_type_6

            input_item = _parse_input_item(input_item_data)

            input_.append(input_item)

        instructions = d.pop("instructions", UNSET)

        _tools = d.pop("tools", UNSET)
        tools: list[OpenAiResponsesRequestToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = OpenAiResponsesRequestToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        open_ai_responses_request = cls(
            input_=input_,
            instructions=instructions,
            tools=tools,
        )

        return open_ai_responses_request

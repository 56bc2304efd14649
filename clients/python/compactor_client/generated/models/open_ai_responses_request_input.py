from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_input_input_item_type_0 import OpenAiResponsesRequestInputInputItemType0
    from ..models.open_ai_responses_request_input_input_item_type_1 import OpenAiResponsesRequestInputInputItemType1
    from ..models.open_ai_responses_request_input_input_item_type_2 import OpenAiResponsesRequestInputInputItemType2
    from ..models.open_ai_responses_request_input_input_item_type_3 import OpenAiResponsesRequestInputInputItemType3
    from ..models.open_ai_responses_request_input_input_item_type_4 import OpenAiResponsesRequestInputInputItemType4
    from ..models.open_ai_responses_request_input_input_item_type_5 import OpenAiResponsesRequestInputInputItemType5
    from ..models.open_ai_responses_request_input_input_item_type_6 import OpenAiResponsesRequestInputInputItemType6
    from ..models.open_ai_responses_request_input_tools_item import OpenAiResponsesRequestInputToolsItem


T = TypeVar("T", bound="OpenAiResponsesRequestInput")


@_attrs_define
class OpenAiResponsesRequestInput:
    """spread into openai.responses.create({ model, store: false, … })

    Attributes:
        input_ (list[OpenAiResponsesRequestInputInputItemType0 | OpenAiResponsesRequestInputInputItemType1 |
            OpenAiResponsesRequestInputInputItemType2 | OpenAiResponsesRequestInputInputItemType3 |
            OpenAiResponsesRequestInputInputItemType4 | OpenAiResponsesRequestInputInputItemType5 |
            OpenAiResponsesRequestInputInputItemType6]):
        instructions (str | Unset):
        tools (list[OpenAiResponsesRequestInputToolsItem] | Unset):
    """

    input_: list[
        OpenAiResponsesRequestInputInputItemType0
        | OpenAiResponsesRequestInputInputItemType1
        | OpenAiResponsesRequestInputInputItemType2
        | OpenAiResponsesRequestInputInputItemType3
        | OpenAiResponsesRequestInputInputItemType4
        | OpenAiResponsesRequestInputInputItemType5
        | OpenAiResponsesRequestInputInputItemType6
    ]
    instructions: str | Unset = UNSET
    tools: list[OpenAiResponsesRequestInputToolsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_responses_request_input_input_item_type_0 import OpenAiResponsesRequestInputInputItemType0
        from ..models.open_ai_responses_request_input_input_item_type_1 import OpenAiResponsesRequestInputInputItemType1
        from ..models.open_ai_responses_request_input_input_item_type_2 import OpenAiResponsesRequestInputInputItemType2
        from ..models.open_ai_responses_request_input_input_item_type_3 import OpenAiResponsesRequestInputInputItemType3
        from ..models.open_ai_responses_request_input_input_item_type_4 import OpenAiResponsesRequestInputInputItemType4
        from ..models.open_ai_responses_request_input_input_item_type_5 import OpenAiResponsesRequestInputInputItemType5

        input_ = []
        for input_item_data in self.input_:
            input_item: dict[str, Any]
            if (
                isinstance(input_item_data, OpenAiResponsesRequestInputInputItemType0)
                or isinstance(input_item_data, OpenAiResponsesRequestInputInputItemType1)
                or isinstance(input_item_data, OpenAiResponsesRequestInputInputItemType2)
                or isinstance(input_item_data, OpenAiResponsesRequestInputInputItemType3)
                or isinstance(input_item_data, OpenAiResponsesRequestInputInputItemType4)
                or isinstance(input_item_data, OpenAiResponsesRequestInputInputItemType5)
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
        field_dict.update(self.additional_properties)
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
        from ..models.open_ai_responses_request_input_input_item_type_0 import OpenAiResponsesRequestInputInputItemType0
        from ..models.open_ai_responses_request_input_input_item_type_1 import OpenAiResponsesRequestInputInputItemType1
        from ..models.open_ai_responses_request_input_input_item_type_2 import OpenAiResponsesRequestInputInputItemType2
        from ..models.open_ai_responses_request_input_input_item_type_3 import OpenAiResponsesRequestInputInputItemType3
        from ..models.open_ai_responses_request_input_input_item_type_4 import OpenAiResponsesRequestInputInputItemType4
        from ..models.open_ai_responses_request_input_input_item_type_5 import OpenAiResponsesRequestInputInputItemType5
        from ..models.open_ai_responses_request_input_input_item_type_6 import OpenAiResponsesRequestInputInputItemType6
        from ..models.open_ai_responses_request_input_tools_item import OpenAiResponsesRequestInputToolsItem

        d = dict(src_dict)
        input_ = []
        _input_ = d.pop("input")
        for input_item_data in _input_:

            def _parse_input_item(
                data: object,
            ) -> (
                OpenAiResponsesRequestInputInputItemType0
                | OpenAiResponsesRequestInputInputItemType1
                | OpenAiResponsesRequestInputInputItemType2
                | OpenAiResponsesRequestInputInputItemType3
                | OpenAiResponsesRequestInputInputItemType4
                | OpenAiResponsesRequestInputInputItemType5
                | OpenAiResponsesRequestInputInputItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_0 = OpenAiResponsesRequestInputInputItemType0.from_dict(data)

                    return input_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_1 = OpenAiResponsesRequestInputInputItemType1.from_dict(data)

                    return input_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_2 = OpenAiResponsesRequestInputInputItemType2.from_dict(data)

                    return input_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_3 = OpenAiResponsesRequestInputInputItemType3.from_dict(data)

                    return input_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_4 = OpenAiResponsesRequestInputInputItemType4.from_dict(data)

                    return input_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    input_item_type_5 = OpenAiResponsesRequestInputInputItemType5.from_dict(data)

                    return input_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                input_item_type_6 = OpenAiResponsesRequestInputInputItemType6.from_dict(data)

                return input_item_type_6

            input_item = _parse_input_item(input_item_data)

            input_.append(input_item)

        instructions = d.pop("instructions", UNSET)

        _tools = d.pop("tools", UNSET)
        tools: list[OpenAiResponsesRequestInputToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = OpenAiResponsesRequestInputToolsItem.from_dict(tools_item_data)

                tools.append(tools_item)

        open_ai_responses_request_input = cls(
            input_=input_,
            instructions=instructions,
            tools=tools,
        )

        open_ai_responses_request_input.additional_properties = d
        return open_ai_responses_request_input

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

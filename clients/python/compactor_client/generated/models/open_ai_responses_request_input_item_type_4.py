from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.open_ai_responses_request_input_item_type_4_type import OpenAiResponsesRequestInputItemType4Type

if TYPE_CHECKING:
    from ..models.open_ai_responses_request_input_item_type_4_output_type_1_item import (
        OpenAiResponsesRequestInputItemType4OutputType1Item,
    )


T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType4")


@_attrs_define
class OpenAiResponsesRequestInputItemType4:
    """
    Attributes:
        type_ (OpenAiResponsesRequestInputItemType4Type):
        call_id (str):
        output (list[OpenAiResponsesRequestInputItemType4OutputType1Item] | str):
    """

    type_: OpenAiResponsesRequestInputItemType4Type
    call_id: str
    output: list[OpenAiResponsesRequestInputItemType4OutputType1Item] | str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        call_id = self.call_id

        output: list[dict[str, Any]] | str
        if isinstance(self.output, list):
            output = []
            for output_type_1_item_data in self.output:
                output_type_1_item = output_type_1_item_data.to_dict()
                output.append(output_type_1_item)

        else:
            output = self.output

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "call_id": call_id,
                "output": output,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_responses_request_input_item_type_4_output_type_1_item import (
            OpenAiResponsesRequestInputItemType4OutputType1Item,
        )

        d = dict(src_dict)
        type_ = OpenAiResponsesRequestInputItemType4Type(d.pop("type"))

        call_id = d.pop("call_id")

        def _parse_output(data: object) -> list[OpenAiResponsesRequestInputItemType4OutputType1Item] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                output_type_1 = []
                _output_type_1 = data
                for output_type_1_item_data in _output_type_1:
                    output_type_1_item = OpenAiResponsesRequestInputItemType4OutputType1Item.from_dict(
                        output_type_1_item_data
                    )

                    output_type_1.append(output_type_1_item)

                return output_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OpenAiResponsesRequestInputItemType4OutputType1Item] | str, data)

        output = _parse_output(d.pop("output"))

        open_ai_responses_request_input_item_type_4 = cls(
            type_=type_,
            call_id=call_id,
            output=output,
        )

        return open_ai_responses_request_input_item_type_4

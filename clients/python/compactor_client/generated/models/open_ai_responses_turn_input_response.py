from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_turn_input_response_output_item import OpenAiResponsesTurnInputResponseOutputItem
    from ..models.open_ai_responses_turn_input_response_usage_type_0 import OpenAiResponsesTurnInputResponseUsageType0


T = TypeVar("T", bound="OpenAiResponsesTurnInputResponse")


@_attrs_define
class OpenAiResponsesTurnInputResponse:
    """a Response (or a response.failed event)

    Attributes:
        id (str):
        object_ (Literal['response']):
        model (str):
        output (list[OpenAiResponsesTurnInputResponseOutputItem]):
        status (str | Unset):
        usage (None | OpenAiResponsesTurnInputResponseUsageType0 | Unset):
    """

    id: str
    object_: Literal["response"]
    model: str
    output: list[OpenAiResponsesTurnInputResponseOutputItem]
    status: str | Unset = UNSET
    usage: None | OpenAiResponsesTurnInputResponseUsageType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_responses_turn_input_response_usage_type_0 import (
            OpenAiResponsesTurnInputResponseUsageType0,
        )

        id = self.id

        object_ = self.object_

        model = self.model

        output = []
        for output_item_data in self.output:
            output_item = output_item_data.to_dict()
            output.append(output_item)

        status = self.status

        usage: dict[str, Any] | None | Unset
        if isinstance(self.usage, Unset):
            usage = UNSET
        elif isinstance(self.usage, OpenAiResponsesTurnInputResponseUsageType0):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "model": model,
                "output": output,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_ai_responses_turn_input_response_output_item import (
            OpenAiResponsesTurnInputResponseOutputItem,
        )
        from ..models.open_ai_responses_turn_input_response_usage_type_0 import (
            OpenAiResponsesTurnInputResponseUsageType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["response"], d.pop("object"))
        if object_ != "response":
            raise ValueError(f"object must match const 'response', got '{object_}'")

        model = d.pop("model")

        output = []
        _output = d.pop("output")
        for output_item_data in _output:
            output_item = OpenAiResponsesTurnInputResponseOutputItem.from_dict(output_item_data)

            output.append(output_item)

        status = d.pop("status", UNSET)

        def _parse_usage(data: object) -> None | OpenAiResponsesTurnInputResponseUsageType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_0 = OpenAiResponsesTurnInputResponseUsageType0.from_dict(data)

                return usage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OpenAiResponsesTurnInputResponseUsageType0 | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        open_ai_responses_turn_input_response = cls(
            id=id,
            object_=object_,
            model=model,
            output=output,
            status=status,
            usage=usage,
        )

        open_ai_responses_turn_input_response.additional_properties = d
        return open_ai_responses_turn_input_response

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

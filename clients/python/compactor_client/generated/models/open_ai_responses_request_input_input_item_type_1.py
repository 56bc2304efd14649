from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.open_ai_responses_request_input_input_item_type_1_phase import (
    OpenAiResponsesRequestInputInputItemType1Phase,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="OpenAiResponsesRequestInputInputItemType1")


@_attrs_define
class OpenAiResponsesRequestInputInputItemType1:
    """
    Attributes:
        type_ (Literal['message']):
        role (Literal['assistant']):
        content (str):
        phase (OpenAiResponsesRequestInputInputItemType1Phase | Unset):
    """

    type_: Literal["message"]
    role: Literal["assistant"]
    content: str
    phase: OpenAiResponsesRequestInputInputItemType1Phase | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        role = self.role

        content = self.content

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "role": role,
                "content": content,
            }
        )
        if phase is not UNSET:
            field_dict["phase"] = phase

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["message"], d.pop("type"))
        if type_ != "message":
            raise ValueError(f"type must match const 'message', got '{type_}'")

        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        content = d.pop("content")

        _phase = d.pop("phase", UNSET)
        phase: OpenAiResponsesRequestInputInputItemType1Phase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = OpenAiResponsesRequestInputInputItemType1Phase(_phase)

        open_ai_responses_request_input_input_item_type_1 = cls(
            type_=type_,
            role=role,
            content=content,
            phase=phase,
        )

        open_ai_responses_request_input_input_item_type_1.additional_properties = d
        return open_ai_responses_request_input_input_item_type_1

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.open_ai_responses_request_input_item_type_1_phase import OpenAiResponsesRequestInputItemType1Phase
from ..types import UNSET, Unset

T = TypeVar("T", bound="OpenAiResponsesRequestInputItemType1")


@_attrs_define
class OpenAiResponsesRequestInputItemType1:
    """
    Attributes:
        type_ (Literal['message']):
        role (Literal['assistant']):
        content (str):
        phase (OpenAiResponsesRequestInputItemType1Phase | Unset):
    """

    type_: Literal["message"]
    role: Literal["assistant"]
    content: str
    phase: OpenAiResponsesRequestInputItemType1Phase | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        role = self.role

        content = self.content

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        field_dict: dict[str, Any] = {}

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
        phase: OpenAiResponsesRequestInputItemType1Phase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = OpenAiResponsesRequestInputItemType1Phase(_phase)

        open_ai_responses_request_input_item_type_1 = cls(
            type_=type_,
            role=role,
            content=content,
            phase=phase,
        )

        return open_ai_responses_request_input_item_type_1

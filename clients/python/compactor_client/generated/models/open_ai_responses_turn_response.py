from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_ai_responses_turn_response_output_item import OpenAiResponsesTurnResponseOutputItem
    from ..models.open_ai_responses_turn_response_usage_type_0 import OpenAiResponsesTurnResponseUsageType0


T = TypeVar("T", bound="OpenAiResponsesTurnResponse")


@_attrs_define
class OpenAiResponsesTurnResponse:
    """a Response (or a response.failed event)

    Attributes:
        id (str):
        object_ (Literal['response']):
        model (str):
        output (list[OpenAiResponsesTurnResponseOutputItem]):
        status (str | Unset):
        usage (None | OpenAiResponsesTurnResponseUsageType0 | Unset):
    """

    id: str
    object_: Literal["response"]
    model: str
    output: list[OpenAiResponsesTurnResponseOutputItem]
    status: str | Unset = UNSET
    usage: None | OpenAiResponsesTurnResponseUsageType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_ai_responses_turn_response_usage_type_0 import OpenAiResponsesTurnResponseUsageType0

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
        elif isinstance(self.usage, OpenAiResponsesTurnResponseUsageType0):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}

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
        from ..models.open_ai_responses_turn_response_output_item import OpenAiResponsesTurnResponseOutputItem
        from ..models.open_ai_responses_turn_response_usage_type_0 import OpenAiResponsesTurnResponseUsageType0

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["response"], d.pop("object"))
        if object_ != "response":
            raise ValueError(f"object must match const 'response', got '{object_}'")

        model = d.pop("model")

        output = []
        _output = d.pop("output")
        for output_item_data in _output:
            output_item = OpenAiResponsesTurnResponseOutputItem.from_dict(output_item_data)

            output.append(output_item)

        status = d.pop("status", UNSET)

        def _parse_usage(data: object) -> None | OpenAiResponsesTurnResponseUsageType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_0 = OpenAiResponsesTurnResponseUsageType0.from_dict(data)

                return usage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OpenAiResponsesTurnResponseUsageType0 | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        open_ai_responses_turn_response = cls(
            id=id,
            object_=object_,
            model=model,
            output=output,
            status=status,
            usage=usage,
        )

        return open_ai_responses_turn_response

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OpenAiResponsesTurnInputError")


@_attrs_define
class OpenAiResponsesTurnInputError:
    """a failed provider call: a context overflow starts an overflow compaction (auto-compaction on)

    Attributes:
        status (int): the HTTP status of the failed provider call
        body (Any): the provider's error body as received (JSON, or text)
    """

    status: int
    body: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        body = self.body

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = d.pop("status")

        body = d.pop("body")

        open_ai_responses_turn_input_error = cls(
            status=status,
            body=body,
        )

        open_ai_responses_turn_input_error.additional_properties = d
        return open_ai_responses_turn_input_error

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

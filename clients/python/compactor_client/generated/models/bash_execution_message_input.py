from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BashExecutionMessageInput")


@_attrs_define
class BashExecutionMessageInput:
    """
    Attributes:
        role (Literal['bashExecution']):
        command (str):
        output (str):
        exit_code (float | None):
        cancelled (bool):
        truncated (bool):
        timestamp (float):
        meta (Any | Unset):
        exclude_from_context (bool | Unset):
    """

    role: Literal["bashExecution"]
    command: str
    output: str
    exit_code: float | None
    cancelled: bool
    truncated: bool
    timestamp: float
    meta: Any | Unset = UNSET
    exclude_from_context: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        command = self.command

        output = self.output

        exit_code: float | None
        exit_code = self.exit_code

        cancelled = self.cancelled

        truncated = self.truncated

        timestamp = self.timestamp

        meta = self.meta

        exclude_from_context = self.exclude_from_context

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "command": command,
                "output": output,
                "exitCode": exit_code,
                "cancelled": cancelled,
                "truncated": truncated,
                "timestamp": timestamp,
            }
        )
        if meta is not UNSET:
            field_dict["meta"] = meta
        if exclude_from_context is not UNSET:
            field_dict["excludeFromContext"] = exclude_from_context

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = cast(Literal["bashExecution"], d.pop("role"))
        if role != "bashExecution":
            raise ValueError(f"role must match const 'bashExecution', got '{role}'")

        command = d.pop("command")

        output = d.pop("output")

        def _parse_exit_code(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        exit_code = _parse_exit_code(d.pop("exitCode"))

        cancelled = d.pop("cancelled")

        truncated = d.pop("truncated")

        timestamp = d.pop("timestamp")

        meta = d.pop("meta", UNSET)

        exclude_from_context = d.pop("excludeFromContext", UNSET)

        bash_execution_message_input = cls(
            role=role,
            command=command,
            output=output,
            exit_code=exit_code,
            cancelled=cancelled,
            truncated=truncated,
            timestamp=timestamp,
            meta=meta,
            exclude_from_context=exclude_from_context,
        )

        bash_execution_message_input.additional_properties = d
        return bash_execution_message_input

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

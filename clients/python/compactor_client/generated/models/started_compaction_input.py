from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.started_compaction_input_trigger import StartedCompactionInputTrigger

T = TypeVar("T", bound="StartedCompactionInput")


@_attrs_define
class StartedCompactionInput:
    """
    Attributes:
        id (str): the run id; GET /v1/sessions/{sessionId}/compactions/{id}
        workflow_id (str):
        trigger (StartedCompactionInputTrigger):
    """

    id: str
    workflow_id: str
    trigger: StartedCompactionInputTrigger
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        workflow_id = self.workflow_id

        trigger = self.trigger.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "workflowId": workflow_id,
                "trigger": trigger,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        workflow_id = d.pop("workflowId")

        trigger = StartedCompactionInputTrigger(d.pop("trigger"))

        started_compaction_input = cls(
            id=id,
            workflow_id=workflow_id,
            trigger=trigger,
        )

        started_compaction_input.additional_properties = d
        return started_compaction_input

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

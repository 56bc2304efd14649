from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.started_compaction_trigger import StartedCompactionTrigger

T = TypeVar("T", bound="StartedCompaction")


@_attrs_define
class StartedCompaction:
    """
    Attributes:
        id (str): the run id; GET /v1/sessions/{sessionId}/compactions/{id}
        workflow_id (str):
        trigger (StartedCompactionTrigger):
    """

    id: str
    workflow_id: str
    trigger: StartedCompactionTrigger

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        workflow_id = self.workflow_id

        trigger = self.trigger.value

        field_dict: dict[str, Any] = {}

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

        trigger = StartedCompactionTrigger(d.pop("trigger"))

        started_compaction = cls(
            id=id,
            workflow_id=workflow_id,
            trigger=trigger,
        )

        return started_compaction

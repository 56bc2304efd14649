from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_config_tools_item_parameters import AgentConfigToolsItemParameters


T = TypeVar("T", bound="AgentConfigToolsItem")


@_attrs_define
class AgentConfigToolsItem:
    """
    Attributes:
        name (str):
        description (str):
        parameters (AgentConfigToolsItemParameters): a JSON schema of type "object" (its other keywords are kept as
            given)
    """

    name: str
    description: str
    parameters: AgentConfigToolsItemParameters

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "parameters": parameters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_config_tools_item_parameters import AgentConfigToolsItemParameters

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters = AgentConfigToolsItemParameters.from_dict(d.pop("parameters"))

        agent_config_tools_item = cls(
            name=name,
            description=description,
            parameters=parameters,
        )

        return agent_config_tools_item

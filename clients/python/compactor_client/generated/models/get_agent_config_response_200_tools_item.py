from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_agent_config_response_200_tools_item_parameters import (
        GetAgentConfigResponse200ToolsItemParameters,
    )


T = TypeVar("T", bound="GetAgentConfigResponse200ToolsItem")


@_attrs_define
class GetAgentConfigResponse200ToolsItem:
    """
    Attributes:
        name (str):
        description (str):
        parameters (GetAgentConfigResponse200ToolsItemParameters):
    """

    name: str
    description: str
    parameters: GetAgentConfigResponse200ToolsItemParameters

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
        from ..models.get_agent_config_response_200_tools_item_parameters import (
            GetAgentConfigResponse200ToolsItemParameters,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters = GetAgentConfigResponse200ToolsItemParameters.from_dict(d.pop("parameters"))

        get_agent_config_response_200_tools_item = cls(
            name=name,
            description=description,
            parameters=parameters,
        )

        return get_agent_config_response_200_tools_item

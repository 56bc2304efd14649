from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_config_input import AgentConfigInput
    from ..models.create_session_body_settings import CreateSessionBodySettings


T = TypeVar("T", bound="CreateSessionBody")


@_attrs_define
class CreateSessionBody:
    """
    Attributes:
        id (str | Unset): client-chosen session id (default: a UUID)
        model (str | Unset): a model as provider/id, e.g. anthropic/claude-sonnet-4-5
        cwd (str | Unset):
        settings (CreateSessionBodySettings | Unset):
        agent_config (AgentConfigInput | Unset):
    """

    id: str | Unset = UNSET
    model: str | Unset = UNSET
    cwd: str | Unset = UNSET
    settings: CreateSessionBodySettings | Unset = UNSET
    agent_config: AgentConfigInput | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        model = self.model

        cwd = self.cwd

        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        agent_config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.agent_config, Unset):
            agent_config = self.agent_config.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if model is not UNSET:
            field_dict["model"] = model
        if cwd is not UNSET:
            field_dict["cwd"] = cwd
        if settings is not UNSET:
            field_dict["settings"] = settings
        if agent_config is not UNSET:
            field_dict["agentConfig"] = agent_config

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_config_input import AgentConfigInput
        from ..models.create_session_body_settings import CreateSessionBodySettings

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        model = d.pop("model", UNSET)

        cwd = d.pop("cwd", UNSET)

        _settings = d.pop("settings", UNSET)
        settings: CreateSessionBodySettings | Unset
        if isinstance(_settings, Unset):
            settings = UNSET
        else:
            settings = CreateSessionBodySettings.from_dict(_settings)

        _agent_config = d.pop("agentConfig", UNSET)
        agent_config: AgentConfigInput | Unset
        if isinstance(_agent_config, Unset):
            agent_config = UNSET
        else:
            agent_config = AgentConfigInput.from_dict(_agent_config)

        create_session_body = cls(
            id=id,
            model=model,
            cwd=cwd,
            settings=settings,
            agent_config=agent_config,
        )

        create_session_body.additional_properties = d
        return create_session_body

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

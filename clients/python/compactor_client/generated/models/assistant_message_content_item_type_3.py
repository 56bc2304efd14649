from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.assistant_message_content_item_type_3_arguments import AssistantMessageContentItemType3Arguments


T = TypeVar("T", bound="AssistantMessageContentItemType3")


@_attrs_define
class AssistantMessageContentItemType3:
    """
    Attributes:
        type_ (Literal['toolCall']):
        id (str):
        name (str):
        arguments (AssistantMessageContentItemType3Arguments):
        custom_wire_name (str | Unset):
        provider_metadata (Any | Unset):
        thought_signature (str | Unset):
        intent (str | Unset):
    """

    type_: Literal["toolCall"]
    id: str
    name: str
    arguments: AssistantMessageContentItemType3Arguments
    custom_wire_name: str | Unset = UNSET
    provider_metadata: Any | Unset = UNSET
    thought_signature: str | Unset = UNSET
    intent: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        id = self.id

        name = self.name

        arguments = self.arguments.to_dict()

        custom_wire_name = self.custom_wire_name

        provider_metadata = self.provider_metadata

        thought_signature = self.thought_signature

        intent = self.intent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "id": id,
                "name": name,
                "arguments": arguments,
            }
        )
        if custom_wire_name is not UNSET:
            field_dict["customWireName"] = custom_wire_name
        if provider_metadata is not UNSET:
            field_dict["providerMetadata"] = provider_metadata
        if thought_signature is not UNSET:
            field_dict["thoughtSignature"] = thought_signature
        if intent is not UNSET:
            field_dict["intent"] = intent

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assistant_message_content_item_type_3_arguments import AssistantMessageContentItemType3Arguments

        d = dict(src_dict)
        type_ = cast(Literal["toolCall"], d.pop("type"))
        if type_ != "toolCall":
            raise ValueError(f"type must match const 'toolCall', got '{type_}'")

        id = d.pop("id")

        name = d.pop("name")

        arguments = AssistantMessageContentItemType3Arguments.from_dict(d.pop("arguments"))

        custom_wire_name = d.pop("customWireName", UNSET)

        provider_metadata = d.pop("providerMetadata", UNSET)

        thought_signature = d.pop("thoughtSignature", UNSET)

        intent = d.pop("intent", UNSET)

        assistant_message_content_item_type_3 = cls(
            type_=type_,
            id=id,
            name=name,
            arguments=arguments,
            custom_wire_name=custom_wire_name,
            provider_metadata=provider_metadata,
            thought_signature=thought_signature,
            intent=intent,
        )

        assistant_message_content_item_type_3.additional_properties = d
        return assistant_message_content_item_type_3

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

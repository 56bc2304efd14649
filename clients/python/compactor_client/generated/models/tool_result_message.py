from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tool_result_message_content_item_type_0 import ToolResultMessageContentItemType0
    from ..models.tool_result_message_content_item_type_1 import ToolResultMessageContentItemType1


T = TypeVar("T", bound="ToolResultMessage")


@_attrs_define
class ToolResultMessage:
    """
    Attributes:
        role (Literal['toolResult']):
        tool_call_id (str):
        tool_name (str):
        content (list[ToolResultMessageContentItemType0 | ToolResultMessageContentItemType1]):
        is_error (bool):
        timestamp (float):
        details (Any | Unset):
        attribution (str | Unset):
        pruned_at (float | Unset):
        useless (bool | Unset):
        provider_metadata (Any | Unset):
    """

    role: Literal["toolResult"]
    tool_call_id: str
    tool_name: str
    content: list[ToolResultMessageContentItemType0 | ToolResultMessageContentItemType1]
    is_error: bool
    timestamp: float
    details: Any | Unset = UNSET
    attribution: str | Unset = UNSET
    pruned_at: float | Unset = UNSET
    useless: bool | Unset = UNSET
    provider_metadata: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_result_message_content_item_type_0 import ToolResultMessageContentItemType0

        role = self.role

        tool_call_id = self.tool_call_id

        tool_name = self.tool_name

        content = []
        for content_item_data in self.content:
            content_item: dict[str, Any]
            if isinstance(content_item_data, ToolResultMessageContentItemType0):
                content_item = content_item_data.to_dict()
            else:
                content_item = content_item_data.to_dict()

            content.append(content_item)

        is_error = self.is_error

        timestamp = self.timestamp

        details = self.details

        attribution = self.attribution

        pruned_at = self.pruned_at

        useless = self.useless

        provider_metadata = self.provider_metadata

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "toolCallId": tool_call_id,
                "toolName": tool_name,
                "content": content,
                "isError": is_error,
                "timestamp": timestamp,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details
        if attribution is not UNSET:
            field_dict["attribution"] = attribution
        if pruned_at is not UNSET:
            field_dict["prunedAt"] = pruned_at
        if useless is not UNSET:
            field_dict["useless"] = useless
        if provider_metadata is not UNSET:
            field_dict["providerMetadata"] = provider_metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tool_result_message_content_item_type_0 import ToolResultMessageContentItemType0
        from ..models.tool_result_message_content_item_type_1 import ToolResultMessageContentItemType1

        d = dict(src_dict)
        role = cast(Literal["toolResult"], d.pop("role"))
        if role != "toolResult":
            raise ValueError(f"role must match const 'toolResult', got '{role}'")

        tool_call_id = d.pop("toolCallId")

        tool_name = d.pop("toolName")

        content = []
        _content = d.pop("content")
        for content_item_data in _content:

            def _parse_content_item(
                data: object,
            ) -> ToolResultMessageContentItemType0 | ToolResultMessageContentItemType1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_0 = ToolResultMessageContentItemType0.from_dict(data)

                    return content_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                content_item_type_1 = ToolResultMessageContentItemType1.from_dict(data)

                return content_item_type_1

            content_item = _parse_content_item(content_item_data)

            content.append(content_item)

        is_error = d.pop("isError")

        timestamp = d.pop("timestamp")

        details = d.pop("details", UNSET)

        attribution = d.pop("attribution", UNSET)

        pruned_at = d.pop("prunedAt", UNSET)

        useless = d.pop("useless", UNSET)

        provider_metadata = d.pop("providerMetadata", UNSET)

        tool_result_message = cls(
            role=role,
            tool_call_id=tool_call_id,
            tool_name=tool_name,
            content=content,
            is_error=is_error,
            timestamp=timestamp,
            details=details,
            attribution=attribution,
            pruned_at=pruned_at,
            useless=useless,
            provider_metadata=provider_metadata,
        )

        tool_result_message.additional_properties = d
        return tool_result_message

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assistant_message_stop_reason import AssistantMessageStopReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.assistant_message_content_item_type_0 import AssistantMessageContentItemType0
    from ..models.assistant_message_content_item_type_1 import AssistantMessageContentItemType1
    from ..models.assistant_message_content_item_type_2 import AssistantMessageContentItemType2
    from ..models.assistant_message_content_item_type_3 import AssistantMessageContentItemType3
    from ..models.assistant_message_content_item_type_4 import AssistantMessageContentItemType4
    from ..models.assistant_message_content_item_type_5 import AssistantMessageContentItemType5
    from ..models.assistant_message_content_item_type_6 import AssistantMessageContentItemType6
    from ..models.assistant_message_context_snapshot import AssistantMessageContextSnapshot
    from ..models.assistant_message_usage import AssistantMessageUsage


T = TypeVar("T", bound="AssistantMessage")


@_attrs_define
class AssistantMessage:
    """
    Attributes:
        role (Literal['assistant']):
        content (list[AssistantMessageContentItemType0 | AssistantMessageContentItemType1 |
            AssistantMessageContentItemType2 | AssistantMessageContentItemType3 | AssistantMessageContentItemType4 |
            AssistantMessageContentItemType5 | AssistantMessageContentItemType6]):
        stop_reason (AssistantMessageStopReason):
        timestamp (float):
        api (str | Unset):
        provider (str | Unset):
        model (str | Unset):
        usage (AssistantMessageUsage | Unset):
        error_message (str | Unset):
        error_status (float | Unset):
        error_id (str | Unset):
        provider_payload (Any | Unset):
        context_snapshot (AssistantMessageContextSnapshot | Unset):
        retry_recovery (Any | Unset):
        response_id (str | Unset):
        duration (float | Unset):
        ttft (float | Unset):
    """

    role: Literal["assistant"]
    content: list[
        AssistantMessageContentItemType0
        | AssistantMessageContentItemType1
        | AssistantMessageContentItemType2
        | AssistantMessageContentItemType3
        | AssistantMessageContentItemType4
        | AssistantMessageContentItemType5
        | AssistantMessageContentItemType6
    ]
    stop_reason: AssistantMessageStopReason
    timestamp: float
    api: str | Unset = UNSET
    provider: str | Unset = UNSET
    model: str | Unset = UNSET
    usage: AssistantMessageUsage | Unset = UNSET
    error_message: str | Unset = UNSET
    error_status: float | Unset = UNSET
    error_id: str | Unset = UNSET
    provider_payload: Any | Unset = UNSET
    context_snapshot: AssistantMessageContextSnapshot | Unset = UNSET
    retry_recovery: Any | Unset = UNSET
    response_id: str | Unset = UNSET
    duration: float | Unset = UNSET
    ttft: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.assistant_message_content_item_type_0 import AssistantMessageContentItemType0
        from ..models.assistant_message_content_item_type_1 import AssistantMessageContentItemType1
        from ..models.assistant_message_content_item_type_2 import AssistantMessageContentItemType2
        from ..models.assistant_message_content_item_type_3 import AssistantMessageContentItemType3
        from ..models.assistant_message_content_item_type_4 import AssistantMessageContentItemType4
        from ..models.assistant_message_content_item_type_5 import AssistantMessageContentItemType5

        role = self.role

        content = []
        for content_item_data in self.content:
            content_item: dict[str, Any]
            if (
                isinstance(content_item_data, AssistantMessageContentItemType0)
                or isinstance(content_item_data, AssistantMessageContentItemType1)
                or isinstance(content_item_data, AssistantMessageContentItemType2)
                or isinstance(content_item_data, AssistantMessageContentItemType3)
                or isinstance(content_item_data, AssistantMessageContentItemType4)
                or isinstance(content_item_data, AssistantMessageContentItemType5)
            ):
                content_item = content_item_data.to_dict()
            else:
                content_item = content_item_data.to_dict()

            content.append(content_item)

        stop_reason = self.stop_reason.value

        timestamp = self.timestamp

        api = self.api

        provider = self.provider

        model = self.model

        usage: dict[str, Any] | Unset = UNSET
        if not isinstance(self.usage, Unset):
            usage = self.usage.to_dict()

        error_message = self.error_message

        error_status = self.error_status

        error_id = self.error_id

        provider_payload = self.provider_payload

        context_snapshot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context_snapshot, Unset):
            context_snapshot = self.context_snapshot.to_dict()

        retry_recovery = self.retry_recovery

        response_id = self.response_id

        duration = self.duration

        ttft = self.ttft

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "content": content,
                "stopReason": stop_reason,
                "timestamp": timestamp,
            }
        )
        if api is not UNSET:
            field_dict["api"] = api
        if provider is not UNSET:
            field_dict["provider"] = provider
        if model is not UNSET:
            field_dict["model"] = model
        if usage is not UNSET:
            field_dict["usage"] = usage
        if error_message is not UNSET:
            field_dict["errorMessage"] = error_message
        if error_status is not UNSET:
            field_dict["errorStatus"] = error_status
        if error_id is not UNSET:
            field_dict["errorId"] = error_id
        if provider_payload is not UNSET:
            field_dict["providerPayload"] = provider_payload
        if context_snapshot is not UNSET:
            field_dict["contextSnapshot"] = context_snapshot
        if retry_recovery is not UNSET:
            field_dict["retryRecovery"] = retry_recovery
        if response_id is not UNSET:
            field_dict["responseId"] = response_id
        if duration is not UNSET:
            field_dict["duration"] = duration
        if ttft is not UNSET:
            field_dict["ttft"] = ttft

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assistant_message_content_item_type_0 import AssistantMessageContentItemType0
        from ..models.assistant_message_content_item_type_1 import AssistantMessageContentItemType1
        from ..models.assistant_message_content_item_type_2 import AssistantMessageContentItemType2
        from ..models.assistant_message_content_item_type_3 import AssistantMessageContentItemType3
        from ..models.assistant_message_content_item_type_4 import AssistantMessageContentItemType4
        from ..models.assistant_message_content_item_type_5 import AssistantMessageContentItemType5
        from ..models.assistant_message_content_item_type_6 import AssistantMessageContentItemType6
        from ..models.assistant_message_context_snapshot import AssistantMessageContextSnapshot
        from ..models.assistant_message_usage import AssistantMessageUsage

        d = dict(src_dict)
        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        content = []
        _content = d.pop("content")
        for content_item_data in _content:

            def _parse_content_item(
                data: object,
            ) -> (
                AssistantMessageContentItemType0
                | AssistantMessageContentItemType1
                | AssistantMessageContentItemType2
                | AssistantMessageContentItemType3
                | AssistantMessageContentItemType4
                | AssistantMessageContentItemType5
                | AssistantMessageContentItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_0 = AssistantMessageContentItemType0.from_dict(data)

                    return content_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_1 = AssistantMessageContentItemType1.from_dict(data)

                    return content_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_2 = AssistantMessageContentItemType2.from_dict(data)

                    return content_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_3 = AssistantMessageContentItemType3.from_dict(data)

                    return content_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_4 = AssistantMessageContentItemType4.from_dict(data)

                    return content_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    content_item_type_5 = AssistantMessageContentItemType5.from_dict(data)

                    return content_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                content_item_type_6 = AssistantMessageContentItemType6.from_dict(data)

                return content_item_type_6

            content_item = _parse_content_item(content_item_data)

            content.append(content_item)

        stop_reason = AssistantMessageStopReason(d.pop("stopReason"))

        timestamp = d.pop("timestamp")

        api = d.pop("api", UNSET)

        provider = d.pop("provider", UNSET)

        model = d.pop("model", UNSET)

        _usage = d.pop("usage", UNSET)
        usage: AssistantMessageUsage | Unset
        if isinstance(_usage, Unset):
            usage = UNSET
        else:
            usage = AssistantMessageUsage.from_dict(_usage)

        error_message = d.pop("errorMessage", UNSET)

        error_status = d.pop("errorStatus", UNSET)

        error_id = d.pop("errorId", UNSET)

        provider_payload = d.pop("providerPayload", UNSET)

        _context_snapshot = d.pop("contextSnapshot", UNSET)
        context_snapshot: AssistantMessageContextSnapshot | Unset
        if isinstance(_context_snapshot, Unset):
            context_snapshot = UNSET
        else:
            context_snapshot = AssistantMessageContextSnapshot.from_dict(_context_snapshot)

        retry_recovery = d.pop("retryRecovery", UNSET)

        response_id = d.pop("responseId", UNSET)

        duration = d.pop("duration", UNSET)

        ttft = d.pop("ttft", UNSET)

        assistant_message = cls(
            role=role,
            content=content,
            stop_reason=stop_reason,
            timestamp=timestamp,
            api=api,
            provider=provider,
            model=model,
            usage=usage,
            error_message=error_message,
            error_status=error_status,
            error_id=error_id,
            provider_payload=provider_payload,
            context_snapshot=context_snapshot,
            retry_recovery=retry_recovery,
            response_id=response_id,
            duration=duration,
            ttft=ttft,
        )

        assistant_message.additional_properties = d
        return assistant_message

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

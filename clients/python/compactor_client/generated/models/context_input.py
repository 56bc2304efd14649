from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.assistant_message_input import AssistantMessageInput
    from ..models.bash_execution_message_input import BashExecutionMessageInput
    from ..models.branch_summary_message_input import BranchSummaryMessageInput
    from ..models.compaction_summary_message_input import CompactionSummaryMessageInput
    from ..models.custom_message_input import CustomMessageInput
    from ..models.developer_message_input import DeveloperMessageInput
    from ..models.file_mention_message_input import FileMentionMessageInput
    from ..models.python_execution_message_input import PythonExecutionMessageInput
    from ..models.tool_result_message_input import ToolResultMessageInput
    from ..models.user_message_input import UserMessageInput


T = TypeVar("T", bound="ContextInput")


@_attrs_define
class ContextInput:
    """
    Attributes:
        messages (list[AssistantMessageInput | BashExecutionMessageInput | BranchSummaryMessageInput |
            CompactionSummaryMessageInput | CustomMessageInput | DeveloperMessageInput | FileMentionMessageInput |
            PythonExecutionMessageInput | ToolResultMessageInput | UserMessageInput]):
        tokens (int): local token estimate of the messages
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    messages: list[
        AssistantMessageInput
        | BashExecutionMessageInput
        | BranchSummaryMessageInput
        | CompactionSummaryMessageInput
        | CustomMessageInput
        | DeveloperMessageInput
        | FileMentionMessageInput
        | PythonExecutionMessageInput
        | ToolResultMessageInput
        | UserMessageInput
    ]
    tokens: int
    leaf_id: None | str
    last_seq: int
    last_compaction_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.assistant_message_input import AssistantMessageInput
        from ..models.bash_execution_message_input import BashExecutionMessageInput
        from ..models.branch_summary_message_input import BranchSummaryMessageInput
        from ..models.custom_message_input import CustomMessageInput
        from ..models.developer_message_input import DeveloperMessageInput
        from ..models.file_mention_message_input import FileMentionMessageInput
        from ..models.python_execution_message_input import PythonExecutionMessageInput
        from ..models.tool_result_message_input import ToolResultMessageInput
        from ..models.user_message_input import UserMessageInput

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if (
                isinstance(messages_item_data, UserMessageInput)
                or isinstance(messages_item_data, DeveloperMessageInput)
                or isinstance(messages_item_data, AssistantMessageInput)
                or isinstance(messages_item_data, ToolResultMessageInput)
                or isinstance(messages_item_data, BashExecutionMessageInput)
                or isinstance(messages_item_data, PythonExecutionMessageInput)
                or isinstance(messages_item_data, FileMentionMessageInput)
                or isinstance(messages_item_data, CustomMessageInput)
                or isinstance(messages_item_data, BranchSummaryMessageInput)
            ):
                messages_item = messages_item_data.to_dict()
            else:
                messages_item = messages_item_data.to_dict()

            messages.append(messages_item)

        tokens = self.tokens

        leaf_id: None | str
        leaf_id = self.leaf_id

        last_seq = self.last_seq

        last_compaction_id: None | str
        last_compaction_id = self.last_compaction_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messages": messages,
                "tokens": tokens,
                "leafId": leaf_id,
                "lastSeq": last_seq,
                "lastCompactionId": last_compaction_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assistant_message_input import AssistantMessageInput
        from ..models.bash_execution_message_input import BashExecutionMessageInput
        from ..models.branch_summary_message_input import BranchSummaryMessageInput
        from ..models.compaction_summary_message_input import CompactionSummaryMessageInput
        from ..models.custom_message_input import CustomMessageInput
        from ..models.developer_message_input import DeveloperMessageInput
        from ..models.file_mention_message_input import FileMentionMessageInput
        from ..models.python_execution_message_input import PythonExecutionMessageInput
        from ..models.tool_result_message_input import ToolResultMessageInput
        from ..models.user_message_input import UserMessageInput

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> (
                AssistantMessageInput
                | BashExecutionMessageInput
                | BranchSummaryMessageInput
                | CompactionSummaryMessageInput
                | CustomMessageInput
                | DeveloperMessageInput
                | FileMentionMessageInput
                | PythonExecutionMessageInput
                | ToolResultMessageInput
                | UserMessageInput
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_0 = UserMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_1 = DeveloperMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_2 = AssistantMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_3 = ToolResultMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_4 = BashExecutionMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_5 = PythonExecutionMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_6 = FileMentionMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_7 = CustomMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_input_type_8 = BranchSummaryMessageInput.from_dict(data)

                    return componentsschemas_agent_message_input_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_agent_message_input_type_9 = CompactionSummaryMessageInput.from_dict(data)

                return componentsschemas_agent_message_input_type_9

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        tokens = d.pop("tokens")

        def _parse_leaf_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf_id = _parse_leaf_id(d.pop("leafId"))

        last_seq = d.pop("lastSeq")

        def _parse_last_compaction_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_compaction_id = _parse_last_compaction_id(d.pop("lastCompactionId"))

        context_input = cls(
            messages=messages,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        context_input.additional_properties = d
        return context_input

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

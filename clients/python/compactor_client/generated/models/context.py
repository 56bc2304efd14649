from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.assistant_message import AssistantMessage
    from ..models.bash_execution_message import BashExecutionMessage
    from ..models.branch_summary_message import BranchSummaryMessage
    from ..models.compaction_summary_message import CompactionSummaryMessage
    from ..models.custom_message import CustomMessage
    from ..models.developer_message import DeveloperMessage
    from ..models.file_mention_message import FileMentionMessage
    from ..models.python_execution_message import PythonExecutionMessage
    from ..models.tool_result_message import ToolResultMessage
    from ..models.user_message import UserMessage


T = TypeVar("T", bound="Context")


@_attrs_define
class Context:
    """
    Attributes:
        messages (list[AssistantMessage | BashExecutionMessage | BranchSummaryMessage | CompactionSummaryMessage |
            CustomMessage | DeveloperMessage | FileMentionMessage | PythonExecutionMessage | ToolResultMessage |
            UserMessage]):
        tokens (int): local token estimate of the messages
        leaf_id (None | str):
        last_seq (int):
        last_compaction_id (None | str):
    """

    messages: list[
        AssistantMessage
        | BashExecutionMessage
        | BranchSummaryMessage
        | CompactionSummaryMessage
        | CustomMessage
        | DeveloperMessage
        | FileMentionMessage
        | PythonExecutionMessage
        | ToolResultMessage
        | UserMessage
    ]
    tokens: int
    leaf_id: None | str
    last_seq: int
    last_compaction_id: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.assistant_message import AssistantMessage
        from ..models.bash_execution_message import BashExecutionMessage
        from ..models.branch_summary_message import BranchSummaryMessage
        from ..models.custom_message import CustomMessage
        from ..models.developer_message import DeveloperMessage
        from ..models.file_mention_message import FileMentionMessage
        from ..models.python_execution_message import PythonExecutionMessage
        from ..models.tool_result_message import ToolResultMessage
        from ..models.user_message import UserMessage

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if (
                isinstance(messages_item_data, UserMessage)
                or isinstance(messages_item_data, DeveloperMessage)
                or isinstance(messages_item_data, AssistantMessage)
                or isinstance(messages_item_data, ToolResultMessage)
                or isinstance(messages_item_data, BashExecutionMessage)
                or isinstance(messages_item_data, PythonExecutionMessage)
                or isinstance(messages_item_data, FileMentionMessage)
                or isinstance(messages_item_data, CustomMessage)
                or isinstance(messages_item_data, BranchSummaryMessage)
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
        from ..models.assistant_message import AssistantMessage
        from ..models.bash_execution_message import BashExecutionMessage
        from ..models.branch_summary_message import BranchSummaryMessage
        from ..models.compaction_summary_message import CompactionSummaryMessage
        from ..models.custom_message import CustomMessage
        from ..models.developer_message import DeveloperMessage
        from ..models.file_mention_message import FileMentionMessage
        from ..models.python_execution_message import PythonExecutionMessage
        from ..models.tool_result_message import ToolResultMessage
        from ..models.user_message import UserMessage

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> (
                AssistantMessage
                | BashExecutionMessage
                | BranchSummaryMessage
                | CompactionSummaryMessage
                | CustomMessage
                | DeveloperMessage
                | FileMentionMessage
                | PythonExecutionMessage
                | ToolResultMessage
                | UserMessage
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_0 = UserMessage.from_dict(data)

                    return componentsschemas_agent_message_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_1 = DeveloperMessage.from_dict(data)

                    return componentsschemas_agent_message_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_2 = AssistantMessage.from_dict(data)

                    return componentsschemas_agent_message_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_3 = ToolResultMessage.from_dict(data)

                    return componentsschemas_agent_message_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_4 = BashExecutionMessage.from_dict(data)

                    return componentsschemas_agent_message_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_5 = PythonExecutionMessage.from_dict(data)

                    return componentsschemas_agent_message_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_6 = FileMentionMessage.from_dict(data)

                    return componentsschemas_agent_message_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_7 = CustomMessage.from_dict(data)

                    return componentsschemas_agent_message_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_agent_message_type_8 = BranchSummaryMessage.from_dict(data)

                    return componentsschemas_agent_message_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_agent_message_type_9 = CompactionSummaryMessage.from_dict(data)

                return componentsschemas_agent_message_type_9

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

        context = cls(
            messages=messages,
            tokens=tokens,
            leaf_id=leaf_id,
            last_seq=last_seq,
            last_compaction_id=last_compaction_id,
        )

        return context

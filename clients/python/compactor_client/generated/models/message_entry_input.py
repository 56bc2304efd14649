from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.assistant_message_input import AssistantMessageInput
    from ..models.bash_execution_message_input import BashExecutionMessageInput
    from ..models.custom_message_input import CustomMessageInput
    from ..models.developer_message_input import DeveloperMessageInput
    from ..models.file_mention_message_input import FileMentionMessageInput
    from ..models.python_execution_message_input import PythonExecutionMessageInput
    from ..models.tool_result_message_input import ToolResultMessageInput
    from ..models.user_message_input import UserMessageInput


T = TypeVar("T", bound="MessageEntryInput")


@_attrs_define
class MessageEntryInput:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['message']):
        message (AssistantMessageInput | BashExecutionMessageInput | CustomMessageInput | DeveloperMessageInput |
            FileMentionMessageInput | PythonExecutionMessageInput | ToolResultMessageInput | UserMessageInput): a message as
            a `message` entry stores it
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["message"]
    message: (
        AssistantMessageInput
        | BashExecutionMessageInput
        | CustomMessageInput
        | DeveloperMessageInput
        | FileMentionMessageInput
        | PythonExecutionMessageInput
        | ToolResultMessageInput
        | UserMessageInput
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.assistant_message_input import AssistantMessageInput
        from ..models.bash_execution_message_input import BashExecutionMessageInput
        from ..models.developer_message_input import DeveloperMessageInput
        from ..models.file_mention_message_input import FileMentionMessageInput
        from ..models.python_execution_message_input import PythonExecutionMessageInput
        from ..models.tool_result_message_input import ToolResultMessageInput
        from ..models.user_message_input import UserMessageInput

        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        message: dict[str, Any]
        if (
            isinstance(self.message, UserMessageInput)
            or isinstance(self.message, DeveloperMessageInput)
            or isinstance(self.message, AssistantMessageInput)
            or isinstance(self.message, ToolResultMessageInput)
            or isinstance(self.message, BashExecutionMessageInput)
            or isinstance(self.message, PythonExecutionMessageInput)
            or isinstance(self.message, FileMentionMessageInput)
        ):
            message = self.message.to_dict()
        else:
            message = self.message.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assistant_message_input import AssistantMessageInput
        from ..models.bash_execution_message_input import BashExecutionMessageInput
        from ..models.custom_message_input import CustomMessageInput
        from ..models.developer_message_input import DeveloperMessageInput
        from ..models.file_mention_message_input import FileMentionMessageInput
        from ..models.python_execution_message_input import PythonExecutionMessageInput
        from ..models.tool_result_message_input import ToolResultMessageInput
        from ..models.user_message_input import UserMessageInput

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["message"], d.pop("type"))
        if type_ != "message":
            raise ValueError(f"type must match const 'message', got '{type_}'")

        def _parse_message(
            data: object,
        ) -> (
            AssistantMessageInput
            | BashExecutionMessageInput
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
                componentsschemas_stored_message_input_type_0 = UserMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_input_type_1 = DeveloperMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_input_type_2 = AssistantMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_input_type_3 = ToolResultMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_input_type_4 = BashExecutionMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_input_type_5 = PythonExecutionMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_input_type_6 = FileMentionMessageInput.from_dict(data)

                return componentsschemas_stored_message_input_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_stored_message_input_type_7 = CustomMessageInput.from_dict(data)

            return componentsschemas_stored_message_input_type_7

        message = _parse_message(d.pop("message"))

        message_entry_input = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            message=message,
        )

        message_entry_input.additional_properties = d
        return message_entry_input

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

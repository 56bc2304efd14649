from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.assistant_message import AssistantMessage
    from ..models.bash_execution_message import BashExecutionMessage
    from ..models.custom_message import CustomMessage
    from ..models.developer_message import DeveloperMessage
    from ..models.file_mention_message import FileMentionMessage
    from ..models.python_execution_message import PythonExecutionMessage
    from ..models.tool_result_message import ToolResultMessage
    from ..models.user_message import UserMessage


T = TypeVar("T", bound="NativeTurn")


@_attrs_define
class NativeTurn:
    """
    Attributes:
        format_ (Literal['native']):
        input_ (list[AssistantMessage | BashExecutionMessage | CustomMessage | DeveloperMessage | FileMentionMessage |
            PythonExecutionMessage | ToolResultMessage | UserMessage] | Unset): stored messages: user, toolResult,
            developer, …
        response (AssistantMessage | BashExecutionMessage | CustomMessage | DeveloperMessage | FileMentionMessage |
            PythonExecutionMessage | ToolResultMessage | Unset | UserMessage): a message as a `message` entry stores it
    """

    format_: Literal["native"]
    input_: (
        list[
            AssistantMessage
            | BashExecutionMessage
            | CustomMessage
            | DeveloperMessage
            | FileMentionMessage
            | PythonExecutionMessage
            | ToolResultMessage
            | UserMessage
        ]
        | Unset
    ) = UNSET
    response: (
        AssistantMessage
        | BashExecutionMessage
        | CustomMessage
        | DeveloperMessage
        | FileMentionMessage
        | PythonExecutionMessage
        | ToolResultMessage
        | Unset
        | UserMessage
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.assistant_message import AssistantMessage
        from ..models.bash_execution_message import BashExecutionMessage
        from ..models.developer_message import DeveloperMessage
        from ..models.file_mention_message import FileMentionMessage
        from ..models.python_execution_message import PythonExecutionMessage
        from ..models.tool_result_message import ToolResultMessage
        from ..models.user_message import UserMessage

        format_ = self.format_

        input_: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.input_, Unset):
            input_ = []
            for input_item_data in self.input_:
                input_item: dict[str, Any]
                if (
                    isinstance(input_item_data, UserMessage)
                    or isinstance(input_item_data, DeveloperMessage)
                    or isinstance(input_item_data, AssistantMessage)
                    or isinstance(input_item_data, ToolResultMessage)
                    or isinstance(input_item_data, BashExecutionMessage)
                    or isinstance(input_item_data, PythonExecutionMessage)
                    or isinstance(input_item_data, FileMentionMessage)
                ):
                    input_item = input_item_data.to_dict()
                else:
                    input_item = input_item_data.to_dict()

                input_.append(input_item)

        response: dict[str, Any] | Unset
        if isinstance(self.response, Unset):
            response = UNSET
        elif (
            isinstance(self.response, UserMessage)
            or isinstance(self.response, DeveloperMessage)
            or isinstance(self.response, AssistantMessage)
            or isinstance(self.response, ToolResultMessage)
            or isinstance(self.response, BashExecutionMessage)
            or isinstance(self.response, PythonExecutionMessage)
            or isinstance(self.response, FileMentionMessage)
        ):
            response = self.response.to_dict()
        else:
            response = self.response.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
            }
        )
        if input_ is not UNSET:
            field_dict["input"] = input_
        if response is not UNSET:
            field_dict["response"] = response

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assistant_message import AssistantMessage
        from ..models.bash_execution_message import BashExecutionMessage
        from ..models.custom_message import CustomMessage
        from ..models.developer_message import DeveloperMessage
        from ..models.file_mention_message import FileMentionMessage
        from ..models.python_execution_message import PythonExecutionMessage
        from ..models.tool_result_message import ToolResultMessage
        from ..models.user_message import UserMessage

        d = dict(src_dict)
        format_ = cast(Literal["native"], d.pop("format"))
        if format_ != "native":
            raise ValueError(f"format must match const 'native', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: (
            list[
                AssistantMessage
                | BashExecutionMessage
                | CustomMessage
                | DeveloperMessage
                | FileMentionMessage
                | PythonExecutionMessage
                | ToolResultMessage
                | UserMessage
            ]
            | Unset
        ) = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:

                def _parse_input_item(
                    data: object,
                ) -> (
                    AssistantMessage
                    | BashExecutionMessage
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
                        componentsschemas_stored_message_type_0 = UserMessage.from_dict(data)

                        return componentsschemas_stored_message_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_stored_message_type_1 = DeveloperMessage.from_dict(data)

                        return componentsschemas_stored_message_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_stored_message_type_2 = AssistantMessage.from_dict(data)

                        return componentsschemas_stored_message_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_stored_message_type_3 = ToolResultMessage.from_dict(data)

                        return componentsschemas_stored_message_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_stored_message_type_4 = BashExecutionMessage.from_dict(data)

                        return componentsschemas_stored_message_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_stored_message_type_5 = PythonExecutionMessage.from_dict(data)

                        return componentsschemas_stored_message_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_stored_message_type_6 = FileMentionMessage.from_dict(data)

                        return componentsschemas_stored_message_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_stored_message_type_7 = CustomMessage.from_dict(data)

                    return componentsschemas_stored_message_type_7

                input_item = _parse_input_item(input_item_data)

                input_.append(input_item)

        def _parse_response(
            data: object,
        ) -> (
            AssistantMessage
            | BashExecutionMessage
            | CustomMessage
            | DeveloperMessage
            | FileMentionMessage
            | PythonExecutionMessage
            | ToolResultMessage
            | Unset
            | UserMessage
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_0 = UserMessage.from_dict(data)

                return componentsschemas_stored_message_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_1 = DeveloperMessage.from_dict(data)

                return componentsschemas_stored_message_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_2 = AssistantMessage.from_dict(data)

                return componentsschemas_stored_message_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_3 = ToolResultMessage.from_dict(data)

                return componentsschemas_stored_message_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_4 = BashExecutionMessage.from_dict(data)

                return componentsschemas_stored_message_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_5 = PythonExecutionMessage.from_dict(data)

                return componentsschemas_stored_message_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stored_message_type_6 = FileMentionMessage.from_dict(data)

                return componentsschemas_stored_message_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_stored_message_type_7 = CustomMessage.from_dict(data)

            return componentsschemas_stored_message_type_7

        response = _parse_response(d.pop("response", UNSET))

        native_turn = cls(
            format_=format_,
            input_=input_,
            response=response,
        )

        return native_turn

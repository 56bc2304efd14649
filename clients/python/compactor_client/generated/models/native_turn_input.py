from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.assistant_message_input import AssistantMessageInput
    from ..models.bash_execution_message_input import BashExecutionMessageInput
    from ..models.custom_message_input import CustomMessageInput
    from ..models.developer_message_input import DeveloperMessageInput
    from ..models.file_mention_message_input import FileMentionMessageInput
    from ..models.python_execution_message_input import PythonExecutionMessageInput
    from ..models.tool_result_message_input import ToolResultMessageInput
    from ..models.user_message_input import UserMessageInput


T = TypeVar("T", bound="NativeTurnInput")


@_attrs_define
class NativeTurnInput:
    """
    Attributes:
        format_ (Literal['native']):
        input_ (list[AssistantMessageInput | BashExecutionMessageInput | CustomMessageInput | DeveloperMessageInput |
            FileMentionMessageInput | PythonExecutionMessageInput | ToolResultMessageInput | UserMessageInput] | Unset):
            stored messages: user, toolResult, developer, …
        response (AssistantMessageInput | BashExecutionMessageInput | CustomMessageInput | DeveloperMessageInput |
            FileMentionMessageInput | PythonExecutionMessageInput | ToolResultMessageInput | Unset | UserMessageInput): a
            message as a `message` entry stores it
    """

    format_: Literal["native"]
    input_: (
        list[
            AssistantMessageInput
            | BashExecutionMessageInput
            | CustomMessageInput
            | DeveloperMessageInput
            | FileMentionMessageInput
            | PythonExecutionMessageInput
            | ToolResultMessageInput
            | UserMessageInput
        ]
        | Unset
    ) = UNSET
    response: (
        AssistantMessageInput
        | BashExecutionMessageInput
        | CustomMessageInput
        | DeveloperMessageInput
        | FileMentionMessageInput
        | PythonExecutionMessageInput
        | ToolResultMessageInput
        | Unset
        | UserMessageInput
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.assistant_message_input import AssistantMessageInput
        from ..models.bash_execution_message_input import BashExecutionMessageInput
        from ..models.developer_message_input import DeveloperMessageInput
        from ..models.file_mention_message_input import FileMentionMessageInput
        from ..models.python_execution_message_input import PythonExecutionMessageInput
        from ..models.tool_result_message_input import ToolResultMessageInput
        from ..models.user_message_input import UserMessageInput

        format_ = self.format_

        input_: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.input_, Unset):
            input_ = []
            for input_item_data in self.input_:
                input_item: dict[str, Any]
                if (
                    isinstance(input_item_data, UserMessageInput)
                    or isinstance(input_item_data, DeveloperMessageInput)
                    or isinstance(input_item_data, AssistantMessageInput)
                    or isinstance(input_item_data, ToolResultMessageInput)
                    or isinstance(input_item_data, BashExecutionMessageInput)
                    or isinstance(input_item_data, PythonExecutionMessageInput)
                    or isinstance(input_item_data, FileMentionMessageInput)
                ):
                    input_item = input_item_data.to_dict()
                else:
                    input_item = input_item_data.to_dict()

                input_.append(input_item)

        response: dict[str, Any] | Unset
        if isinstance(self.response, Unset):
            response = UNSET
        elif (
            isinstance(self.response, UserMessageInput)
            or isinstance(self.response, DeveloperMessageInput)
            or isinstance(self.response, AssistantMessageInput)
            or isinstance(self.response, ToolResultMessageInput)
            or isinstance(self.response, BashExecutionMessageInput)
            or isinstance(self.response, PythonExecutionMessageInput)
            or isinstance(self.response, FileMentionMessageInput)
        ):
            response = self.response.to_dict()
        else:
            response = self.response.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.assistant_message_input import AssistantMessageInput
        from ..models.bash_execution_message_input import BashExecutionMessageInput
        from ..models.custom_message_input import CustomMessageInput
        from ..models.developer_message_input import DeveloperMessageInput
        from ..models.file_mention_message_input import FileMentionMessageInput
        from ..models.python_execution_message_input import PythonExecutionMessageInput
        from ..models.tool_result_message_input import ToolResultMessageInput
        from ..models.user_message_input import UserMessageInput

        d = dict(src_dict)
        format_ = cast(Literal["native"], d.pop("format"))
        if format_ != "native":
            raise ValueError(f"format must match const 'native', got '{format_}'")

        _input_ = d.pop("input", UNSET)
        input_: (
            list[
                AssistantMessageInput
                | BashExecutionMessageInput
                | CustomMessageInput
                | DeveloperMessageInput
                | FileMentionMessageInput
                | PythonExecutionMessageInput
                | ToolResultMessageInput
                | UserMessageInput
            ]
            | Unset
        ) = UNSET
        if _input_ is not UNSET:
            input_ = []
            for input_item_data in _input_:

                def _parse_input_item(
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

                input_item = _parse_input_item(input_item_data)

                input_.append(input_item)

        def _parse_response(
            data: object,
        ) -> (
            AssistantMessageInput
            | BashExecutionMessageInput
            | CustomMessageInput
            | DeveloperMessageInput
            | FileMentionMessageInput
            | PythonExecutionMessageInput
            | ToolResultMessageInput
            | Unset
            | UserMessageInput
        ):
            if isinstance(data, Unset):
                return data
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

        response = _parse_response(d.pop("response", UNSET))

        native_turn_input = cls(
            format_=format_,
            input_=input_,
            response=response,
        )

        native_turn_input.additional_properties = d
        return native_turn_input

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

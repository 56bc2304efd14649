from enum import StrEnum


class OpenAiResponsesRequestInputInputItemType4Type(StrEnum):
    CUSTOM_TOOL_CALL_OUTPUT = "custom_tool_call_output"
    FUNCTION_CALL_OUTPUT = "function_call_output"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AnthropicRequestMessagesItemType1ContentItemType5ContentType1ErrorCode(StrEnum):
    INVALID_TOOL_INPUT = "invalid_tool_input"
    MAX_USES_EXCEEDED = "max_uses_exceeded"
    QUERY_TOO_LONG = "query_too_long"
    REQUEST_TOO_LARGE = "request_too_large"
    TOO_MANY_REQUESTS = "too_many_requests"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)

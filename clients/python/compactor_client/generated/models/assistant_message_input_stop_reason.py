from enum import StrEnum


class AssistantMessageInputStopReason(StrEnum):
    ABORTED = "aborted"
    ERROR = "error"
    LENGTH = "length"
    STOP = "stop"
    TOOLUSE = "toolUse"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CompactionEntryInputMethod(StrEnum):
    CONTEXT_FULL = "context-full"
    HANDOFF = "handoff"
    NATIVE = "native"
    REMOTE = "remote"
    SHAKE = "shake"
    SNAPCOMPACT = "snapcompact"
    SOFT = "soft"

    def __str__(self) -> str:
        return str(self.value)

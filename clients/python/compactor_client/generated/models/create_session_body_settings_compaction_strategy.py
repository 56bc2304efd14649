from enum import StrEnum


class CreateSessionBodySettingsCompactionStrategy(StrEnum):
    CONTEXT_FULL = "context-full"
    HANDOFF = "handoff"
    OFF = "off"
    SNAPCOMPACT = "snapcompact"

    def __str__(self) -> str:
        return str(self.value)

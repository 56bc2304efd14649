from enum import StrEnum


class AdminReplaceTenantSettingsBodyCompactionStrategy(StrEnum):
    CONTEXT_FULL = "context-full"
    HANDOFF = "handoff"
    OFF = "off"
    SNAPCOMPACT = "snapcompact"

    def __str__(self) -> str:
        return str(self.value)

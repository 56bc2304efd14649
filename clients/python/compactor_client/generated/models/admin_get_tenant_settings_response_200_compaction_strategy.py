from enum import StrEnum


class AdminGetTenantSettingsResponse200CompactionStrategy(StrEnum):
    CONTEXT_FULL = "context-full"
    HANDOFF = "handoff"
    OFF = "off"
    SNAPCOMPACT = "snapcompact"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AdminReplaceTenantSettingsResponse200SummarizerReasoningEffort(StrEnum):
    HIGH = "high"
    LOW = "low"
    MEDIUM = "medium"
    MINIMAL = "minimal"
    OFF = "off"
    XHIGH = "xhigh"

    def __str__(self) -> str:
        return str(self.value)

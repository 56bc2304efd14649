from enum import StrEnum


class AdminReplaceTenantSettingsResponse200CompactionQualityGate(StrEnum):
    CHECK = "check"
    ENFORCE = "enforce"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)

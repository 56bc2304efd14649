from enum import StrEnum


class AdminGetTenantSettingsResponse200CompactionQualityGate(StrEnum):
    CHECK = "check"
    ENFORCE = "enforce"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)

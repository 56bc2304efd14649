from enum import StrEnum


class ReplaceSessionSettingsBodyCompactionQualityGate(StrEnum):
    CHECK = "check"
    ENFORCE = "enforce"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)

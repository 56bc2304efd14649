from enum import StrEnum


class SummaryQualityInputMode(StrEnum):
    CHECK = "check"
    ENFORCE = "enforce"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class SummaryQualityMode(StrEnum):
    CHECK = "check"
    ENFORCE = "enforce"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CompactionHistoryInputItemAttemptsType0ItemOutcome(StrEnum):
    PASSED_ON = "passed-on"
    USED = "used"

    def __str__(self) -> str:
        return str(self.value)

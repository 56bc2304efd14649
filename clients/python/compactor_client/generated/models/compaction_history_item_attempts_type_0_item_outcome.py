from enum import StrEnum


class CompactionHistoryItemAttemptsType0ItemOutcome(StrEnum):
    PASSED_ON = "passed-on"
    USED = "used"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class StartedCompactionTrigger(StrEnum):
    IDLE = "idle"
    INCOMPLETE = "incomplete"
    MANUAL = "manual"
    OVERFLOW = "overflow"
    THRESHOLD = "threshold"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CompactionInputStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"
    PROPOSED = "proposed"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)

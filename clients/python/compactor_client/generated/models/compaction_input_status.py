from enum import StrEnum


class CompactionInputStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)

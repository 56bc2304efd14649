from enum import StrEnum


class CompactionResultInputProgressGuard(StrEnum):
    DEAD_END = "dead-end"
    RESCUED = "rescued"

    def __str__(self) -> str:
        return str(self.value)

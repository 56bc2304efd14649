from enum import StrEnum


class CompactionResultProgressGuard(StrEnum):
    DEAD_END = "dead-end"
    RESCUED = "rescued"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CompactionResultOutcome(StrEnum):
    CANCELLED = "cancelled"
    COMPACTED = "compacted"
    PROMOTED = "promoted"
    SKIPPED = "skipped"
    SUPERSEDED = "superseded"

    def __str__(self) -> str:
        return str(self.value)

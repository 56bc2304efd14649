from enum import StrEnum


class CompactionResultInputOutcome(StrEnum):
    CANCELLED = "cancelled"
    COMPACTED = "compacted"
    EXPIRED = "expired"
    PROMOTED = "promoted"
    REJECTED = "rejected"
    SKIPPED = "skipped"
    SUPERSEDED = "superseded"

    def __str__(self) -> str:
        return str(self.value)

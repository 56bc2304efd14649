from enum import StrEnum


class CompactionHistoryInputItemDecisionType0Decision(StrEnum):
    APPROVED = "approved"
    EXPIRED = "expired"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)

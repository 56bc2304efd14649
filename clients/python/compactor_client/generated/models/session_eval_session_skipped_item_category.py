from enum import StrEnum


class SessionEvalSessionSkippedItemCategory(StrEnum):
    ARTIFACT = "artifact"
    CONTINUATION = "continuation"
    DECISION = "decision"
    RECALL = "recall"

    def __str__(self) -> str:
        return str(self.value)

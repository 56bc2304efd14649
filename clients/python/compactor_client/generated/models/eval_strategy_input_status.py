from enum import StrEnum


class EvalStrategyInputStatus(StrEnum):
    FAILED = "failed"
    OK = "ok"
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)

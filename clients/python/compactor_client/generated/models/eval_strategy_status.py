from enum import StrEnum


class EvalStrategyStatus(StrEnum):
    FAILED = "failed"
    OK = "ok"
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)

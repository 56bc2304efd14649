from enum import StrEnum


class EvalStrategyInputBilling(StrEnum):
    ESTIMATED = "estimated"
    PROVIDER = "provider"

    def __str__(self) -> str:
        return str(self.value)

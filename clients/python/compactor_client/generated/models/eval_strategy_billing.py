from enum import StrEnum


class EvalStrategyBilling(StrEnum):
    ESTIMATED = "estimated"
    PROVIDER = "provider"

    def __str__(self) -> str:
        return str(self.value)

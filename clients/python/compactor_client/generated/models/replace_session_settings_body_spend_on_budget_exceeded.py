from enum import StrEnum


class ReplaceSessionSettingsBodySpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

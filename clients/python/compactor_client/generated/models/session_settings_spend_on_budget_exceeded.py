from enum import StrEnum


class SessionSettingsSpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

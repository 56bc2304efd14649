from enum import StrEnum


class SessionInputSettingsSpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

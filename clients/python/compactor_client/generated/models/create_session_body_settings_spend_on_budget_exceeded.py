from enum import StrEnum


class CreateSessionBodySettingsSpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

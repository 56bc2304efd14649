from enum import StrEnum


class AdminReplaceTenantSettingsBodySpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

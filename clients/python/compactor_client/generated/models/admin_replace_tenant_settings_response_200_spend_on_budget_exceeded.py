from enum import StrEnum


class AdminReplaceTenantSettingsResponse200SpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

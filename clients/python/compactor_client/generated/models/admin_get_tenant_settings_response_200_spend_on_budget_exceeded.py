from enum import StrEnum


class AdminGetTenantSettingsResponse200SpendOnBudgetExceeded(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

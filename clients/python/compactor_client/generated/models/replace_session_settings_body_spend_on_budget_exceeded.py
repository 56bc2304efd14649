from enum import StrEnum


class ReplaceSessionSettingsBodySpendOnBudgetExceeded(StrEnum):
    PASS_ON = "pass-on"
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)

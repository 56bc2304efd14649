from enum import StrEnum


class UsageGroupBy(StrEnum):
    DAY = "day"
    MODEL = "model"
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)

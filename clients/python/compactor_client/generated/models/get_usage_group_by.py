from enum import StrEnum


class GetUsageGroupBy(StrEnum):
    DAY = "day"
    MODEL = "model"
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class StartCompactionBodyMode(StrEnum):
    COMMIT = "commit"
    PROPOSE = "propose"

    def __str__(self) -> str:
        return str(self.value)

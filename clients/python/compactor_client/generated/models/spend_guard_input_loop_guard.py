from enum import StrEnum


class SpendGuardInputLoopGuard(StrEnum):
    ARMED = "armed"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)

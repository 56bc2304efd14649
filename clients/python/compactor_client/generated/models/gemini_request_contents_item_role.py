from enum import StrEnum


class GeminiRequestContentsItemRole(StrEnum):
    MODEL = "model"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)

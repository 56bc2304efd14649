from enum import StrEnum


class TitleChangeEntrySource(StrEnum):
    AUTO = "auto"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class TitleChangeEntryInputSource(StrEnum):
    AUTO = "auto"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class OpenAiResponsesRequestInputInputItemType0Role(StrEnum):
    DEVELOPER = "developer"
    SYSTEM = "system"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class OpenAiChatRequestMessagesItemType2ContentType1ItemType1ImageUrlDetail(StrEnum):
    AUTO = "auto"
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)

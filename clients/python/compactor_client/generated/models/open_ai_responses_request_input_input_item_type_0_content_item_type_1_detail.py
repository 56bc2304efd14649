from enum import StrEnum


class OpenAiResponsesRequestInputInputItemType0ContentItemType1Detail(StrEnum):
    AUTO = "auto"
    HIGH = "high"
    LOW = "low"
    ORIGINAL = "original"

    def __str__(self) -> str:
        return str(self.value)

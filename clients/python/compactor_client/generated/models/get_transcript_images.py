from enum import StrEnum


class GetTranscriptImages(StrEnum):
    INLINE = "inline"
    URL = "url"

    def __str__(self) -> str:
        return str(self.value)

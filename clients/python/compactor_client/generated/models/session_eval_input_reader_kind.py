from enum import StrEnum


class SessionEvalInputReaderKind(StrEnum):
    LIVE = "live"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)

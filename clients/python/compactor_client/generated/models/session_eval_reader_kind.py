from enum import StrEnum


class SessionEvalReaderKind(StrEnum):
    LIVE = "live"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)

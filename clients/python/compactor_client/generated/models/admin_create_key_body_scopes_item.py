from enum import StrEnum


class AdminCreateKeyBodyScopesItem(StrEnum):
    COMPACT = "compact"
    READ = "read"
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CreatedApiKeyInputScopesItem(StrEnum):
    COMPACT = "compact"
    READ = "read"
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ServerInfoInputScopesItem(StrEnum):
    COMPACT = "compact"
    READ = "read"
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ImportSessionFormat(StrEnum):
    CLAUDE_CODE = "claude-code"
    CODEX = "codex"
    NATIVE = "native"

    def __str__(self) -> str:
        return str(self.value)

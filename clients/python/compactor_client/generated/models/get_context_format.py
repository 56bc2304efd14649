from enum import StrEnum


class GetContextFormat(StrEnum):
    ANTHROPIC = "anthropic"
    GEMINI = "gemini"
    NATIVE = "native"
    OPENAI_CHAT = "openai-chat"
    OPENAI_RESPONSES = "openai-responses"

    def __str__(self) -> str:
        return str(self.value)

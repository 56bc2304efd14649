from enum import StrEnum


class OpenAiResponsesRequestInputItemType1Phase(StrEnum):
    COMMENTARY = "commentary"
    FINAL_ANSWER = "final_answer"

    def __str__(self) -> str:
        return str(self.value)

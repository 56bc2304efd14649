from enum import StrEnum


class AnthropicRequestMessagesItemType1ContentItemType4Name(StrEnum):
    BASH_CODE_EXECUTION = "bash_code_execution"
    CODE_EXECUTION = "code_execution"
    TEXT_EDITOR_CODE_EXECUTION = "text_editor_code_execution"
    TOOL_SEARCH_TOOL_BM25 = "tool_search_tool_bm25"
    TOOL_SEARCH_TOOL_REGEX = "tool_search_tool_regex"
    WEB_FETCH = "web_fetch"
    WEB_SEARCH = "web_search"

    def __str__(self) -> str:
        return str(self.value)

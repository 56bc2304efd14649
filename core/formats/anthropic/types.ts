/**
 * The Anthropic Messages shapes the format reads and writes (anthropic-sdk-typescript `resources/messages`:
 * MessageParam, ContentBlockParam, Message, Usage, StopReason), written structurally so core needs no SDK; a
 * type-level test proves the request fragment assignable to the SDK's MessageCreateParams. Types only.
 */

export type AnthropicMediaType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export interface AnthropicText {
  type: 'text';
  text: string;
}

export interface AnthropicImage {
  type: 'image';
  source: { type: 'base64'; media_type: AnthropicMediaType; data: string } | { type: 'url'; url: string };
}

export interface AnthropicToolUse {
  type: 'tool_use';
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export interface AnthropicToolResult {
  type: 'tool_result';
  tool_use_id: string;
  content: string | (AnthropicText | AnthropicImage)[];
  is_error?: boolean;
}

export interface AnthropicThinking {
  type: 'thinking';
  thinking: string;
  signature: string;
}

export interface AnthropicRedactedThinking {
  type: 'redacted_thinking';
  data: string;
}

export interface AnthropicServerToolUse {
  type: 'server_tool_use';
  id: string;
  name:
    | 'web_search'
    | 'web_fetch'
    | 'code_execution'
    | 'bash_code_execution'
    | 'text_editor_code_execution'
    | 'tool_search_tool_regex'
    | 'tool_search_tool_bm25';
  input: Record<string, unknown>;
}

export interface AnthropicWebSearchToolResult {
  type: 'web_search_tool_result';
  tool_use_id: string;
  content:
    | { type: 'web_search_result'; url: string; title: string; encrypted_content: string; page_age?: string }[]
    | {
        type: 'web_search_tool_result_error';
        error_code:
          | 'invalid_tool_input'
          | 'unavailable'
          | 'max_uses_exceeded'
          | 'too_many_requests'
          | 'query_too_long'
          | 'request_too_large';
      };
}

/**
 * A server-side compaction block (beta `compact-2026-01-12`, the SDK's BetaCompactionBlockParam), sent back verbatim
 * first in an assistant message: the server drops what came before it. Only the beta Messages route accepts it.
 */
export interface AnthropicCompaction {
  type: 'compaction';
  content: string;
  encrypted_content?: string | null;
  signature?: string | null;
}

export type AnthropicUserBlock = AnthropicText | AnthropicImage | AnthropicToolResult;
export type AnthropicAssistantBlock =
  | AnthropicText
  | AnthropicThinking
  | AnthropicRedactedThinking
  | AnthropicToolUse
  | AnthropicServerToolUse
  | AnthropicWebSearchToolResult
  | AnthropicCompaction;

/** The GA Messages route's assistant blocks (no compaction block): what the summarizers send. */
export type AnthropicGaAssistantBlock = Exclude<AnthropicAssistantBlock, AnthropicCompaction>;

export type AnthropicGaMessageParam =
  { role: 'user'; content: AnthropicUserBlock[] } | { role: 'assistant'; content: AnthropicGaAssistantBlock[] };

export type AnthropicMessageParam =
  { role: 'user'; content: AnthropicUserBlock[] } | { role: 'assistant'; content: AnthropicAssistantBlock[] };

export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: { type: 'object'; [key: string]: unknown };
}

/** What a host spreads into `anthropic.messages.create({ model, max_tokens, ...fragment })`. */
export interface AnthropicFragment {
  system?: string;
  messages: AnthropicMessageParam[];
  tools?: AnthropicTool[];
}

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

export type AnthropicUserBlock = AnthropicText | AnthropicImage | AnthropicToolResult;
export type AnthropicAssistantBlock = AnthropicText | AnthropicThinking | AnthropicRedactedThinking | AnthropicToolUse;

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

/**
 * The OpenAI Chat Completions shapes the format writes (openai-node `resources/chat/completions`:
 * ChatCompletionMessageParam, ChatCompletionContentPart, ChatCompletionMessageToolCall, ChatCompletionTool),
 * written structurally so core needs no SDK; a type-level test proves the fragment assignable to the SDK's
 * ChatCompletionCreateParams. Types only.
 */

export interface ChatTextPart {
  type: 'text';
  text: string;
}

export interface ChatImagePart {
  type: 'image_url';
  image_url: { url: string; detail?: 'auto' | 'low' | 'high' };
}

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessageParam =
  | { role: 'system'; content: string | ChatTextPart[] }
  | { role: 'developer'; content: string | ChatTextPart[] }
  | { role: 'user'; content: string | (ChatTextPart | ChatImagePart)[] }
  | { role: 'assistant'; content: string | ChatTextPart[] | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string | ChatTextPart[] };

export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** What a host spreads into `openai.chat.completions.create({ model, ...fragment })`. */
export interface OpenAiChatFragment {
  messages: ChatMessageParam[];
  tools?: ChatTool[];
}

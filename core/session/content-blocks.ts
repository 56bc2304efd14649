/**
 * Content blocks and usage numbers of agent messages as the upstream session format stores them (compaction spec
 * §1.5–1.6). Plain JSON types, no behaviour.
 */

export interface TextBlock {
  type: 'text';
  text: string;
  textSignature?: string;
}

export interface ThinkingBlock {
  type: 'thinking';
  thinking: string;
  thinkingSignature?: string;
  itemId?: string;
}

export interface RedactedThinkingBlock {
  type: 'redactedThinking';
  data: string;
}

export interface ToolCallBlock {
  type: 'toolCall';
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  customWireName?: string;
  providerMetadata?: unknown;
  thoughtSignature?: string;
  intent?: string;
}

export interface ImageBlock {
  type: 'image';
  data: string;
  mimeType: string;
  detail?: string;
  url?: string;
  providerFile?: unknown;
}

export interface AnthropicServerToolBlock {
  type: 'anthropicServerTool';
  block: unknown;
}

export interface FallbackBlock {
  type: 'fallback';
  from: string;
  to: string;
}

export type AssistantBlock =
  | TextBlock
  | ThinkingBlock
  | RedactedThinkingBlock
  | ToolCallBlock
  | ImageBlock
  | AnthropicServerToolBlock
  | FallbackBlock;

export type UserContent = string | (TextBlock | ImageBlock)[];

export interface Usage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  /** Absent in many upstream files; readers fall back to the sum of the parts. */
  totalTokens?: number;
  contextTokens?: number;
  orchestration?: { input?: number; output?: number; cacheRead?: number };
  premiumRequests?: number;
  reasoningTokens?: number;
  cost?: Record<string, number>;
}

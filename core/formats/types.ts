/**
 * What the wire formats take and give besides the provider shapes: the posted turn, the facts a decoder needs and
 * cannot know, and the options of an export. Types only.
 */
import type { ToolDefinition } from '../session/agent-config';

/** A turn as a host posts it, in one provider's shapes. */
export interface WireTurn {
  /** What the host added to its request since the last turn: user messages and tool results. */
  input?: unknown[];
  /** The provider's response object exactly as the SDK returned it. */
  response?: unknown;
  /** The failed call's HTTP status and body. */
  error?: { status: number; body: unknown };
}

/** A tool call of the session, for naming its result (by id) and pairing Gemini responses (by name, in order). */
export interface ToolCallRef {
  id: string;
  name: string;
}

export interface DecodeContext {
  /** Epoch ms given to every produced message. */
  timestamp: number;
  /** The session's tool calls still awaiting results, oldest first (`openToolCalls` of its context). */
  toolCalls?: readonly ToolCallRef[];
  /** The session's model as `provider/id`, if set: names the provider and the model of a response. */
  model?: string;
  /** The agent configuration's system prompt: a leading system message repeating it is not stored again. */
  systemPrompt?: string;
}

export interface EncodeOptions {
  /** The system prompt sent as the format's system field (the session's agent configuration). */
  systemPrompt?: string;
  /** Tool definitions sent with the request (the session's agent configuration). */
  tools?: readonly ToolDefinition[];
  /**
   * The model the request goes to, as `provider/id`. Thinking blocks, signatures, encrypted reasoning and redacted
   * thinking are sent back only to the model that made them; without a target none are sent.
   */
  target?: string;
  /** Images per request at most (default: the provider's documented cap); the oldest are replaced by a notice. */
  imageCap?: number;
}

/**
 * The one interface every summarizer backend implements (four SDK request shapes and the generic remote
 * endpoint), and the model description the composition root builds from config. Types only.
 */
import type { LlmMessage } from '../../../core/compaction/convert-to-llm';
import type { ToolDefinition } from '../../../core/session/agent-config';
import type { ReasoningEffort } from '../../../core/summary';

export type { ToolDefinition };

/** `openai` = Responses API; `openai-chat` = chat completions; `openai-compatible` = chat at any base URL. */
export const PROVIDER_KINDS = ['openai', 'openai-chat', 'openai-compatible', 'anthropic', 'google'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export interface CompletionRequest {
  readonly system: string;
  readonly prompt: string;
  readonly maxTokens: number;
  /** Already resolved and clamped (core `resolveReasoningEffort`); undefined sends no reasoning option. */
  readonly reasoning?: ReasoningEffort;
  /** Aborts the request (activity cancellation). */
  readonly signal?: AbortSignal;
  /**
   * A live turn's converted history (core convertToLlm), sent as real messages before `prompt`, which stays the
   * last user message; absent for summaries (their conversation is serialized into the prompt).
   */
  readonly history?: readonly LlmMessage[];
  /** The live agent's tool definitions (a handoff reuses its request prefix); none sends no tools field. */
  readonly tools?: readonly ToolDefinition[];
  /** Sent only with tools: "none" forbids tool calls (spec §8); "auto" is the fallback some providers need. */
  readonly toolChoice?: ToolChoice;
}

export type ToolChoice = 'none' | 'auto';

export interface CompletionUsage {
  /** Input tokens as the provider reports them (Anthropic's exclude cache reads; OpenAI's and Google's include them). */
  readonly input: number;
  readonly output: number;
  /** Input tokens read from the provider's prompt cache, when it reports them. */
  readonly cached?: number;
  /**
   * Image tokens among the input: Gemini's per-modality count, else estimated from the images sent (image-usage.ts);
   * absent where nothing is known of them.
   */
  readonly image?: number;
  /** Some figure here is a local estimate, not the provider's report. */
  readonly estimated?: boolean;
}

export interface Completion {
  readonly text: string;
  readonly usage: CompletionUsage;
  /** `provider/id` as the call was made. */
  readonly model: string;
  /** The provider's stop/finish reason, as reported. */
  readonly stopReason?: string;
}

/** A summarizer backend. `complete` throws only typed failures (activities/failures.ts). */
export interface Completer {
  /** `provider/id`, recorded on the compaction. */
  readonly model: string;
  /** Context window for the fold; undefined = unknown (the fold assumes 200,000). */
  readonly contextWindow?: number;
  /** Efforts the model accepts; empty = never send a reasoning option. */
  readonly reasoningEfforts: readonly ReasoningEffort[];
  complete(request: CompletionRequest): Promise<Completion>;
}

/** What the composition root knows about the summarizer model: secrets and URLs come from config. */
export interface ModelSpec {
  readonly provider: ProviderKind;
  readonly id: string;
  readonly apiKey?: string;
  /** OpenAI-family: including `/v1`; Anthropic: without `/v1`; Google: the API host. */
  readonly baseUrl?: string;
  readonly timeoutMs: number;
  readonly contextWindow?: number;
  /** Overrides the id-based guess of supported reasoning efforts. */
  readonly reasoningEfforts?: readonly ReasoningEffort[];
}

/** A raw provider call: returns the completion or throws the SDK's own error. */
export type RawComplete = (spec: ModelSpec, request: CompletionRequest) => Promise<RawCompletion>;

export interface RawCompletion {
  readonly text: string;
  readonly usage: CompletionUsage;
  readonly stopReason?: string;
  /** A retry-after header value the SDK's error object does not carry. */
  readonly retryAfter?: string | null;
}

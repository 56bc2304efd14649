/**
 * The summarization layer as the worker wires it: the prompt set loaded once at start, and per-call
 * SummarizerDeps for a model reference (or the generic remote endpoint). Activities that read content from
 * Postgres call the summarization functions re-exported here with those deps. No module-level clients.
 */
import type { Tracer } from '@opentelemetry/api';
import { failure } from '../failures';
import { ModelRefError, resolveModelSpec, type LlmSettings } from './model-spec';
import { loadPromptSet, type PromptSet } from './prompts';
import { createCompleter } from './providers/create-completer';
import { createRemoteEndpointCompleter, type RemoteEndpointOptions } from './remote-endpoint';
import type { SummarizerDeps } from './summary-call';
import type * as AnthropicNative from './anthropic-native';
import type { AnthropicCompactor } from './anthropic-native';
import type * as OpenAiNative from './openai-native';
import type { NativeCompactor } from './openai-native';
import type * as OpenAiStreaming from './openai-streaming-compaction';
import type { StreamingCompactor } from './openai-streaming-compaction';
import { summarizerCandidates, type CandidateRequest, type PassedOver } from './summarizer-candidates';

export { classifyProviderError } from './classify-error';
export { wrapSummaryForContext, type ContextWrapperKind } from './context-wrappers';
export { generateHandoffDocument, type HandoffInput } from './generate-handoff-document';
export { ModelRefError, parseModelRef, resolveModelSpec, type LlmSettings } from './model-spec';
export { loadPromptSet, PROMPT_IDS, PromptSetError, type PromptId, type PromptSet } from './prompts';
export { createCompleter } from './providers/create-completer';
export type { Completer, Completion, CompletionRequest, ModelSpec, ProviderKind } from './providers/types';
export { createRemoteEndpointCompleter, type RemoteEndpointOptions } from './remote-endpoint';
export { checkRemoteEndpoint, parseAllowList, RemoteEndpointRefused } from './endpoint-policy';
export { shortSummary, type ShortSummaryInput } from './short-summary';
export { summarizeBranch, type BranchSummaryInput } from './summarize-branch';
export { summarizeHistory, type HistorySummaryInput } from './summarize-history';
export { summarizeTurnPrefix, type TurnPrefixInput } from './summarize-turn-prefix';
export type { SummarizerDeps, SummaryProgress, SummaryResult } from './summary-call';
export type { CandidateRequest, PassedOver } from './summarizer-candidates';
export type { NativeCompactor } from './openai-native';
export type { StreamingCompactor } from './openai-streaming-compaction';
export type { AnthropicCompactionBlock, AnthropicCompactor } from './anthropic-native';

export interface Llm {
  readonly prompts: PromptSet;
  /**
   * Deps for `modelRef` (`provider/id`; default: COMPACTOR_SUMMARY_MODEL). A bad or missing reference is a
   * non-retryable ProviderRejected failure: retrying cannot fix configuration.
   */
  summarizer(modelRef?: string): SummarizerDeps;
  /** Deps whose calls go to the generic remote endpoint (spec §7.1) instead of a model. */
  remoteSummarizer(endpoint: Omit<RemoteEndpointOptions, 'allow'>): SummarizerDeps;
  /**
   * Deps for every usable summarizer candidate in order (spec §6.7) and the candidates passed over for missing
   * credentials; throws a non-retryable ProviderAuth naming the provider and variable when none is usable.
   */
  summarizerCandidates(request: CandidateRequest): { usable: SummarizerDeps[]; passedOver: readonly PassedOver[] };
  /**
   * OpenAI `/responses/compact` for `modelRef` (compaction spec §7.2) with that provider's key and base URL. A
   * reference without credentials is a non-retryable ProviderRejected: the method chain passes on.
   */
  nativeCompactor(modelRef: string): NativeCompactor;
  /** OpenAI V2 streaming compaction for `modelRef` (compaction spec §7.3); no credentials: ProviderRejected. */
  streamingCompactor(modelRef: string): StreamingCompactor;
  /** Anthropic server-side compaction for `modelRef` (compaction spec §13.4); no credentials: ProviderRejected. */
  anthropicCompactor(modelRef: string): AnthropicCompactor;
}

/** Loads the prompt set now (throws PromptSetError when one is missing, so the worker does not start). */
export interface LlmOptions {
  readonly settings: LlmSettings;
  readonly prompts?: PromptSet;
  readonly now?: () => number;
  /** Set when the worker traces: a span per provider request (provider-span.ts). */
  readonly tracer?: Tracer;
}

export function createLlm(options: LlmOptions): Llm {
  const prompts = options.prompts ?? loadPromptSet();
  return Object.freeze({
    prompts,
    summarizer(modelRef?: string): SummarizerDeps {
      try {
        return { prompts, completer: createCompleter(resolveModelSpec(options.settings, modelRef), options) };
      } catch (error) {
        if (!(error instanceof ModelRefError)) throw error;
        throw failure('ProviderRejected', { message: error.message, cause: error });
      }
    },
    summarizerCandidates(request: CandidateRequest) {
      let found: ReturnType<typeof summarizerCandidates>;
      try {
        found = summarizerCandidates(options.settings, request);
      } catch (error) {
        if (!(error instanceof ModelRefError)) throw error;
        throw failure('ProviderRejected', { message: error.message, cause: error });
      }
      const usable = found.usable.map((spec) => ({ prompts, completer: createCompleter(spec, options) }));
      return { usable, passedOver: found.passedOver };
    },
    nativeCompactor(modelRef: string): NativeCompactor {
      const spec = nativeSpec(options.settings, modelRef);
      // Loaded on first use, like the completers' SDKs (providers/create-completer.ts): the openai SDK is heavy.
      const native = require('./openai-native') as typeof OpenAiNative;
      return native.createNativeCompactor(spec, { now: options.now, tracer: options.tracer });
    },
    streamingCompactor(modelRef: string): StreamingCompactor {
      const spec = nativeSpec(options.settings, modelRef);
      const streaming = require('./openai-streaming-compaction') as typeof OpenAiStreaming;
      return streaming.createStreamingCompactor(spec, { now: options.now, tracer: options.tracer });
    },
    anthropicCompactor(modelRef: string): AnthropicCompactor {
      const spec = nativeSpec(options.settings, modelRef);
      const native = require('./anthropic-native') as typeof AnthropicNative;
      return native.createAnthropicCompactor(spec, { now: options.now, tracer: options.tracer });
    },
    remoteSummarizer(endpoint: Omit<RemoteEndpointOptions, 'allow'>): SummarizerDeps {
      const allow = options.settings.remoteEndpointAllow ?? [];
      const remote = { now: options.now, tracer: options.tracer, ...endpoint, allow };
      return { prompts, completer: createRemoteEndpointCompleter(remote) };
    },
  });
}

/** The spec of a native compaction model; a bad reference or missing credentials is a non-retryable ProviderRejected. */
function nativeSpec(settings: LlmSettings, modelRef: string): ReturnType<typeof resolveModelSpec> {
  try {
    return resolveModelSpec(settings, modelRef);
  } catch (error) {
    if (!(error instanceof ModelRefError)) throw error;
    throw failure('ProviderRejected', { message: error.message, cause: error });
  }
}

/**
 * OpenAI V2 streaming compaction (compaction spec §7.3) through the openai SDK's streaming Responses request
 * (`client.responses.create({stream: true})`): the native input with a final `compaction_trigger` item (the SDK's
 * `ResponseInputItem.CompactionTrigger`), `store: false`, the session as prompt cache key, reasoning
 * `{effort, summary: "auto"}` when the model reasons, the session's tools with `tool_choice: "auto"` when it has any.
 * The events are read to the end; the answer counts only with `response.completed` and exactly one `compaction`
 * output item, else it is a non-retryable ProviderRejected and the method chain passes on. Each attempt has its own
 * deadline (180,000 ms) combined with the caller's signal; a timeout or transient error is retried here up to twice
 * (./retry-transient.ts), and what fails after that is final for Temporal too. SDK retries off.
 * What follows the spec rather than the SDK's types: the rule "exactly one compaction item", and that the trigger
 * is the input's last item (the SDK says only "must be the final input item").
 */
import OpenAI from 'openai';
import type { ResponseInputItem, ResponseStreamEvent } from 'openai/resources/responses/responses';
import type { Tracer } from '@opentelemetry/api';
import type { ResponsesItem } from '../../core/compaction/responses-items';
import { openAiResponsesTools } from '../../core/formats/openai-responses/encode';
import type { ToolDefinition } from '../../core/session/agent-config';
import { defaultReasoningEfforts, resolveReasoningEffort, type ThinkingLevel } from '../../core/summary';
import { failure } from '../failures';
import { callWithDeadline } from './call-with-deadline';
import { nativeClientOptions, nativeDeadline } from './native-call';
import { inProviderSpan, type ProviderCallReport } from './provider-span';
import type { CompletionUsage, ModelSpec } from './providers/types';
import { retryTransient, type TransientRetries } from './retry-transient';

/** Retries after the first attempt on a timeout or transient error (spec §7.3 `V2_COMPACTION_MAX_RETRIES`). */
export const V2_MAX_RETRIES = 2;
/** The deadline of one attempt (spec §7.3). */
export const V2_ATTEMPT_TIMEOUT_MS = 180_000;
/** The SDK's own timeout is a backstop behind our deadline. */
const SDK_TIMEOUT_SLACK_MS = 1000;

export interface StreamingCompactRequest {
  input: ResponsesItem[];
  instructions: string;
  /** The prompt cache key (the session): the request shares the session's cached prefix. */
  promptCacheKey?: string;
  /** The session's thinking level, resolved against the model's efforts; a model without reasoning gets none. */
  thinkingLevel?: ThinkingLevel;
  /** The session's tool definitions (its agent configuration); none sends no tools field. */
  tools?: readonly ToolDefinition[];
  signal?: AbortSignal;
  /** Told the tokens the provider reported for the call, before its answer is checked (a paid call is recorded). */
  onUsage?: (usage: CompletionUsage) => Promise<void>;
}

export interface StreamingCompaction {
  compactionItem: ResponsesItem;
  /** The completed response's usage, as the provider reported it. */
  usage: { input_tokens: number; output_tokens: number; total_tokens?: number };
}

export interface StreamingCompactor {
  readonly model: string;
  compact(request: StreamingCompactRequest): Promise<StreamingCompaction>;
}

const TRIGGER: ResponseInputItem.CompactionTrigger = { type: 'compaction_trigger' };

export interface StreamingCompactorOptions {
  readonly now?: () => number;
  readonly tracer?: Tracer;
  /** One attempt's deadline; V2_ATTEMPT_TIMEOUT_MS unless a test shortens it. */
  readonly attemptTimeoutMs?: number;
  /** The waits between attempts; the spec's `2^attempt·1000` ms unless a test shortens them. */
  readonly backoffMs?: TransientRetries['backoffMs'];
}

export function createStreamingCompactor(spec: ModelSpec, options: StreamingCompactorOptions = {}): StreamingCompactor {
  const now = options.now ?? Date.now;
  const timeoutMs = options.attemptTimeoutMs ?? V2_ATTEMPT_TIMEOUT_MS;
  const model = `${spec.provider}/${spec.id}`;
  const rejected = (why: string) =>
    failure('ProviderRejected', { message: `${model}: V2 compaction stream ${why}`, details: { model } });
  return Object.freeze({
    model,
    async compact(request: StreamingCompactRequest): Promise<StreamingCompaction> {
      const client = new OpenAI({ ...nativeClientOptions(spec), timeout: timeoutMs + SDK_TIMEOUT_SLACK_MS });
      const deadline = { ...nativeDeadline(spec, now, request.signal), timeoutMs };
      const supported = spec.reasoningEfforts ?? defaultReasoningEfforts(spec.provider, spec.id);
      const effort = resolveReasoningEffort(request.thinkingLevel, supported);
      const retries = { maxRetries: V2_MAX_RETRIES, backoffMs: options.backoffMs, signal: request.signal };
      const attempt = () =>
        callWithDeadline(deadline, async (signal) => {
          const stream = await client.responses.create(
            {
              model: spec.id,
              // The items are the provider's own JSON; the SDK's union type adds nothing here.
              input: [...(request.input as unknown as ResponseInputItem[]), TRIGGER],
              instructions: request.instructions,
              store: false,
              stream: true,
              ...(request.promptCacheKey ? { prompt_cache_key: request.promptCacheKey } : {}),
              ...(effort ? { reasoning: { effort, summary: 'auto' as const } } : {}),
              ...toolsOf(request.tools),
            },
            { signal },
          );
          const seen: ResponseStreamEvent[] = [];
          for await (const event of stream) seen.push(event);
          return seen;
        });
      const events = () => retryTransient(retries, attempt);
      const seen = await inProviderSpan(options.tracer, { kind: 'native', model }, events, usageOf);
      const reported = usageOf(seen).usage;
      if (reported) await request.onUsage?.(reported);
      const done = seen.find((e) => e.type === 'response.completed');
      if (done?.type !== 'response.completed') throw rejected('ended without response.completed');
      const items = done.response.output.filter((item) => item.type === 'compaction');
      if (items.length !== 1) throw rejected(`returned ${items.length} compaction items (one expected)`);
      const usage = done.response.usage;
      return {
        compactionItem: items[0] as unknown as ResponsesItem,
        usage: {
          input_tokens: usage?.input_tokens ?? 0,
          output_tokens: usage?.output_tokens ?? 0,
          ...(usage ? { total_tokens: usage.total_tokens } : {}),
        },
      };
    },
  });
}

function toolsOf(tools: readonly ToolDefinition[] | undefined) {
  const wire = openAiResponsesTools({ tools });
  return wire ? { tools: wire, tool_choice: 'auto' as const } : {};
}

function usageOf(events: ResponseStreamEvent[]): ProviderCallReport {
  const done = events.find((e) => e.type === 'response.completed');
  const usage = done?.type === 'response.completed' ? done.response.usage : undefined;
  return usage ? { usage: { input: usage.input_tokens, output: usage.output_tokens } } : {};
}

/**
 * OpenAI V2 streaming compaction (compaction spec §7.3) through the openai SDK's streaming Responses request
 * (`client.responses.create({stream: true})`): the native input with a final `compaction_trigger` item (the SDK's
 * `ResponseInputItem.CompactionTrigger`), `store: false`, the session as prompt cache key. The events are read to
 * the end; the answer counts only with `response.completed` and exactly one `compaction` output item, else it is a
 * non-retryable ProviderRejected and the method chain passes on. SDK retries off (Temporal retries transient
 * failures); our deadline is combined with the caller's signal.
 * What follows the spec rather than the SDK's types: the rule "exactly one compaction item", and that the trigger
 * is the input's last item (the SDK says only "must be the final input item").
 */
import OpenAI from 'openai';
import type { ResponseInputItem, ResponseStreamEvent } from 'openai/resources/responses/responses';
import type { Tracer } from '@opentelemetry/api';
import type { ResponsesItem } from '../../core/compaction/responses-items';
import { failure } from '../failures';
import { callWithDeadline } from './call-with-deadline';
import { nativeClientOptions, nativeDeadline } from './native-call';
import { inProviderSpan, type ProviderCallReport } from './provider-span';
import type { CompletionUsage, ModelSpec } from './providers/types';

export interface StreamingCompactRequest {
  input: ResponsesItem[];
  instructions: string;
  /** The prompt cache key (the session): the request shares the session's cached prefix. */
  promptCacheKey?: string;
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

export function createStreamingCompactor(
  spec: ModelSpec,
  options: { readonly now?: () => number; readonly tracer?: Tracer } = {},
): StreamingCompactor {
  const now = options.now ?? Date.now;
  const model = `${spec.provider}/${spec.id}`;
  const rejected = (why: string) =>
    failure('ProviderRejected', { message: `${model}: V2 compaction stream ${why}`, details: { model } });
  return Object.freeze({
    model,
    async compact(request: StreamingCompactRequest): Promise<StreamingCompaction> {
      const client = new OpenAI(nativeClientOptions(spec));
      const deadline = nativeDeadline(spec, now, request.signal);
      const events = () =>
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
            },
            { signal },
          );
          const seen: ResponseStreamEvent[] = [];
          for await (const event of stream) seen.push(event);
          return seen;
        });
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

function usageOf(events: ResponseStreamEvent[]): ProviderCallReport {
  const done = events.find((e) => e.type === 'response.completed');
  const usage = done?.type === 'response.completed' ? done.response.usage : undefined;
  return usage ? { usage: { input: usage.input_tokens, output: usage.output_tokens } } : {};
}

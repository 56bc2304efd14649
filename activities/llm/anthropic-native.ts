/**
 * Anthropic server-side compaction through @anthropic-ai/sdk's beta Messages route: the history in `messages`, the
 * `compact_20260112` context-management edit with `pause_after_compaction` and the `compact-2026-01-12` beta, so
 * the server summarizes the conversation and answers with the `compaction` block alone (`stop_reason`
 * `"compaction"`). The request, the edit and the block are the SDK's own types (`BetaCompact20260112Edit`,
 * `BetaCompactionBlock`). The trigger is set at the server's smallest value, 50,000 input tokens, to force the
 * edit; that minimum is not in the SDK's types and is assumed from compaction spec §13.4. SDK retries off
 * (Temporal owns retrying); every error but the caller's cancellation becomes a typed failure, and an answer
 * without a compaction block with readable content is a non-retryable ProviderRejected.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { Tracer } from '@opentelemetry/api';
import type { AnthropicMessageParam } from '../../core/formats/anthropic/types';
import { MIN_TRIGGER_TOKENS } from '../../core/compaction/anthropic-cut';
import { failure } from '../failures';
import { callWithDeadline } from './call-with-deadline';
import { nativeClientOptions, nativeDeadline } from './native-call';
import { inProviderSpan, type ProviderCallReport } from './provider-span';
import type { CompletionUsage, ModelSpec } from './providers/types';

export const COMPACTION_BETA = 'compact-2026-01-12';
export const COMPACTION_EDIT = 'compact_20260112';
export { MIN_CONTEXT_TOKENS, MIN_TRIGGER_TOKENS } from '../../core/compaction/anthropic-cut';
/** Output cap of the compaction request: the summary is the only output. */
const MAX_TOKENS = 16_000;

/** The block as the server returned it, sent back verbatim on a later Anthropic request. */
export interface AnthropicCompactionBlock {
  type: 'compaction';
  content: string;
  encrypted_content?: string | null;
  signature?: string | null;
  tool_changes?: unknown[] | null;
}

export interface AnthropicCompactRequest {
  messages: AnthropicMessageParam[];
  system?: string;
  instructions: string;
  signal?: AbortSignal;
  /** Told the tokens the provider reported for the call, before its answer is checked (a paid call is recorded). */
  onUsage?: (usage: CompletionUsage) => Promise<void>;
}

export interface AnthropicCompactor {
  /** `provider/id`, for failures and the audit. */
  readonly model: string;
  compact(request: AnthropicCompactRequest): Promise<{ block: AnthropicCompactionBlock; inputTokens?: number }>;
}

export interface AnthropicCompactorOptions {
  readonly now?: () => number;
  readonly tracer?: Tracer;
}

type BetaMessage = Anthropic.Beta.Messages.BetaMessage;

export function createAnthropicCompactor(spec: ModelSpec, options: AnthropicCompactorOptions = {}): AnthropicCompactor {
  const now = options.now ?? Date.now;
  const model = `${spec.provider}/${spec.id}`;
  return Object.freeze({
    model,
    async compact(request: AnthropicCompactRequest) {
      const client = new Anthropic(nativeClientOptions(spec));
      const deadline = nativeDeadline(spec, now, request.signal);
      const edit: Anthropic.Beta.Messages.BetaCompact20260112Edit = {
        type: COMPACTION_EDIT,
        pause_after_compaction: true,
        trigger: { type: 'input_tokens', value: MIN_TRIGGER_TOKENS },
        instructions: request.instructions,
      };
      const create = () =>
        callWithDeadline(deadline, (signal) =>
          client.beta.messages.create(
            {
              model: spec.id,
              max_tokens: MAX_TOKENS,
              // Our encoder's blocks are the Messages API's own JSON; the SDK's wider union adds nothing here.
              messages: request.messages as never,
              ...(request.system ? { system: request.system } : {}),
              betas: [COMPACTION_BETA],
              context_management: { edits: [edit] },
            },
            { signal },
          ),
        );
      const message = (await inProviderSpan(options.tracer, { kind: 'native', model }, create, usageOf)) as BetaMessage;
      const reported = usageOf(message).usage;
      const cached = message.usage?.cache_read_input_tokens;
      if (reported) await request.onUsage?.({ ...reported, ...(cached ? { cached } : {}) });
      const block = message.content?.find((b) => b.type === 'compaction');
      if (!block || typeof block.content !== 'string' || block.content.trim() === '') {
        throw failure('ProviderRejected', {
          message: `${model}: the server returned no compaction block (stop_reason ${String(message.stop_reason)})`,
          details: { model, stopReason: message.stop_reason ?? 'none' },
        });
      }
      const inputTokens = message.usage?.input_tokens;
      return { block: { ...block, content: block.content }, ...(inputTokens ? { inputTokens } : {}) };
    },
  });
}

function usageOf(message: unknown): ProviderCallReport {
  const usage = (message as { usage?: { input_tokens?: unknown; output_tokens?: unknown } } | null)?.usage;
  const input = Number(usage?.input_tokens);
  const output = Number(usage?.output_tokens);
  return Number.isFinite(input) && Number.isFinite(output) ? { usage: { input, output } } : {};
}

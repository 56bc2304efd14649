/**
 * The Anthropic fake's server-side compaction (beta `compact-2026-01-12`, the `compact_20260112` context-management
 * edit): a Messages request carrying the edit is answered as the server does. The request and block shapes follow
 * the SDK's types (`BetaCompact20260112Edit`, `BetaCompactionBlock`, stop reason `compaction`); what the types do not
 * state is assumed from compaction spec §13.4 and marked so: the 50,000-token smallest trigger, the token count
 * (ceil(characters / 4) of the messages and system) and the wording of the 400 errors.
 * - without the beta header: 400 invalid_request_error;
 * - a trigger below 50,000 tokens (assumed): 400 invalid_request_error;
 * - a conversation below the trigger: no compaction, an ordinary `end_turn` answer;
 * - with `pause_after_compaction`: the compaction block alone, `stop_reason: "compaction"`; without it the block
 *   and then the reply.
 */
import type { RecordedRequest } from './fake-provider-server';

export const COMPACTION_BETA = 'compact-2026-01-12';
/** Assumed from compaction spec §13.4 (the SDK's types give only the 150,000 default). */
export const MIN_TRIGGER_TOKENS = 50_000;
const DEFAULT_TRIGGER_TOKENS = 150_000;

interface CompactEdit {
  type: 'compact_20260112';
  pause_after_compaction?: boolean;
  trigger?: { type: 'input_tokens'; value: number } | null;
}

interface Answer {
  status: number;
  body: unknown;
}

const invalid = (message: string): Answer => ({
  status: 400,
  body: { type: 'error', error: { type: 'invalid_request_error', message } },
});

function compactEdit(body: unknown): CompactEdit | undefined {
  const edits = (body as { context_management?: { edits?: unknown[] } } | undefined)?.context_management?.edits;
  return edits?.find((e): e is CompactEdit => (e as { type?: unknown })?.type === 'compact_20260112');
}

/** The fake's count of a request's input tokens (assumed: ceil(characters / 4) of messages and system). */
export function countedInputTokens(body: unknown): number {
  const { messages, system } = body as { messages?: unknown; system?: unknown };
  return Math.ceil((JSON.stringify(messages ?? []).length + JSON.stringify(system ?? '').length) / 4);
}

/** The answer to a request carrying the compaction edit; undefined for any other request. */
export function compactionAnswer(request: RecordedRequest, text: string, call: number): Answer | undefined {
  const edit = compactEdit(request.body);
  if (!edit) return undefined;
  const betas = String(request.headers['anthropic-beta'] ?? '').split(',');
  if (!betas.map((b) => b.trim()).includes(COMPACTION_BETA)) {
    return invalid(`context_management.edits.0: compact_20260112 requires the beta header ${COMPACTION_BETA}`);
  }
  const trigger = edit.trigger?.value ?? DEFAULT_TRIGGER_TOKENS;
  if (trigger < MIN_TRIGGER_TOKENS) {
    return invalid(`context_management.edits.0.trigger.value: must be at least ${MIN_TRIGGER_TOKENS}`);
  }
  const input = countedInputTokens(request.body);
  const model = (request.body as { model?: string }).model ?? 'fake-model';
  const message = (content: unknown[], stop: string) => ({
    status: 200,
    body: {
      id: `msg_${call}`,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: { input_tokens: input, output_tokens: Math.ceil(text.length / 4) },
    },
  });
  if (input < trigger) return message([{ type: 'text', text }], 'end_turn');
  const block = { type: 'compaction', content: text, encrypted_content: `encrypted:${call}` };
  if (edit.pause_after_compaction) return message([block], 'compaction');
  return message([block, { type: 'text', text }], 'end_turn');
}

/** The 400 Anthropic sends for a model without server-side compaction (the wording is assumed). */
export const unsupportedModel = (model: string): Answer =>
  invalid(`context_management.edits.0: compact_20260112 is not supported for model ${model}`);

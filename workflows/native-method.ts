/**
 * The OpenAI-native method of the chain (compaction spec §3.9, §7.2, §7.4): with remote compaction enabled
 * (`remoteEnabled` not false), a model that qualifies and no custom instructions (a directed summary needs an LLM),
 * the compaction is asked of the provider's `/responses/compact` before the configured local method. The activity
 * parks the replacement history in the store and returns only the fixed summary text and small numbers; the commit
 * moves the history into the entry's preserve data. A failure of that activity passes on to the local method, which
 * says why in its warning; a cancellation never falls back. The entry's method is `remote` (the spec's name for both
 * remote kinds); the audit's attempts name this one `openai-native`. New in the `openai-native-compaction` patch,
 * asked only when the method would run: earlier runs never called the endpoint and replay so.
 */
import { ActivityFailure, isCancellation, patched } from '@temporalio/workflow';
import { usesNativeCompaction } from '../core/models/native-compaction';
import type { CompactionFields } from '../store/compaction-writes/commit-compaction';
import type { CompactingResult } from '../activities/hooks/compaction-hooks';
import type { FieldsArgs, FieldsResult } from './compaction-fields';
import { planRanges } from './plan-ranges';
import { fallible } from './proxies';
import { rootCause } from './workflow-failures';

export const OPENAI_NATIVE = 'openai-native-compaction';
export const NATIVE_ATTEMPT = 'openai-native';

export async function nativeFirst(
  args: FieldsArgs,
  extra: CompactingResult,
  local: () => Promise<FieldsResult>,
): Promise<FieldsResult> {
  const { input, model } = args;
  const wanted = input.settings?.remoteEnabled !== false && !input.instructions && usesNativeCompaction(model);
  if (!wanted || !patched(OPENAI_NATIVE)) return local();
  try {
    return await native(args, extra);
  } catch (error) {
    if (isCancellation(error) || !(error instanceof ActivityFailure)) throw error;
    const reason = rootCause(error);
    args.attempts?.push({ method: NATIVE_ATTEMPT, outcome: 'passed-on', reason });
    const made = await local();
    if (made.kind !== 'fields') return made;
    const note = `OpenAI native compaction failed (${reason}); summarized locally.`;
    return { ...made, warning: [note, made.warning].filter(Boolean).join(' ') };
  }
}

async function native(args: FieldsArgs, extra: CompactingResult): Promise<FieldsResult> {
  const { input, plan, model, progress, tokensBefore } = args;
  progress.phase = 'summarizing';
  progress.method = 'remote';
  const made = await fallible.compactNatively({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    ...planRanges(plan),
    previousCompactionId: plan.previousCompactionId,
    activeModel: `${model.provider}/${model.id}`,
    ...(args.fileOpsByReference ? { fileOpsByReference: true } : {}),
  });
  progress.summaryCalls = 1;
  const fields: CompactionFields = {
    summary: made.summary,
    shortSummary: made.shortSummary,
    firstKeptEntryId: plan.firstKeptEntryId,
    tokensBefore,
    method: 'remote',
    details: made.details,
    ...(extra.preserveData ? { preserveData: extra.preserveData } : {}),
  };
  return { kind: 'fields', fields, model: made.model, native: true };
}

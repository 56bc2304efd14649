/**
 * The remote-endpoint method of the chain (compaction spec §3.9, §7.1): with `settings.remoteEndpoint` set (and
 * `remoteEnabled` not false) the summary is first asked of that endpoint; a failure of that activity (a typed
 * non-retryable one such as malformed JSON, or a retryable one after its few attempts) passes on to the local LLM
 * summary, whose compaction says in its warning why the remote attempt passed on. A cancellation is never a
 * fallback. New in the `seed-method-chain-remote` patch: runs recorded before it never call the endpoint.
 */
import { ActivityFailure, isCancellation, patched } from '@temporalio/workflow';
import type { CompactionFields } from '../store/compaction-writes/commit-compaction';
import type { CompactingResult } from '../activities/hooks/compaction-hooks';
import type { FieldsArgs, FieldsResult } from './compaction-fields';
import { planRanges } from './plan-ranges';
import { fallible } from './proxies';
import { rootCause } from './workflow-failures';

export const METHOD_CHAIN_REMOTE = 'seed-method-chain-remote';

export async function remoteFirst(
  args: FieldsArgs,
  extra: CompactingResult,
  local: () => Promise<FieldsResult>,
): Promise<FieldsResult> {
  const settings = args.input.settings;
  const url = settings?.remoteEndpoint;
  if (!url || settings?.remoteEnabled === false || !patched(METHOD_CHAIN_REMOTE)) return local();
  try {
    return await remote(args, extra, url);
  } catch (error) {
    if (isCancellation(error) || !(error instanceof ActivityFailure)) throw error;
    args.attempts?.push({ method: 'remote', outcome: 'passed-on', reason: rootCause(error) });
    const made = await local();
    if (made.kind !== 'fields') return made;
    // The next method may be OpenAI-native compaction (native-method.ts), which is not a local summary.
    const next = made.native ? 'compacted by OpenAI natively' : 'summarized locally';
    const note = `Remote endpoint failed (${rootCause(error)}); ${next}.`;
    return { ...made, warning: [note, made.warning].filter(Boolean).join(' ') };
  }
}

async function remote(args: FieldsArgs, extra: CompactingResult, url: string): Promise<FieldsResult> {
  const { input, plan, progress, tokensBefore } = args;
  progress.phase = 'summarizing';
  progress.method = 'remote';
  const summary = await fallible.summarizeCompaction({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    ...planRanges(plan),
    previousCompactionId: plan.previousCompactionId,
    remoteEndpoint: url,
    instructions: input.instructions,
    reserveTokens: input.settings?.reserveTokens,
    additionalContext: extra.context,
    promptOverride: extra.prompt,
    ...(args.fileOpsByReference ? { fileOpsByReference: true } : {}),
  });
  progress.summaryCalls = summary.calls;
  const fields: CompactionFields = {
    summary: summary.summary,
    firstKeptEntryId: plan.firstKeptEntryId,
    tokensBefore,
    method: 'remote',
    details: summary.details,
    ...(summary.shortSummary ? { shortSummary: summary.shortSummary } : {}),
    ...(extra.preserveData ? { preserveData: extra.preserveData } : {}),
  };
  return { kind: 'fields', fields, model: summary.model, promptHash: summary.promptHash, warning: summary.warning };
}

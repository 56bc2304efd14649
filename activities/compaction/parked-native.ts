/**
 * The one shape of the native compaction activities (OpenAI V1 and V2, Anthropic): read the planned content, ask
 * the provider once (heartbeating, cancellable), park its answer in the store under the run (summary_checkpoints,
 * the native key, the method's step) for the commit to move into the entry's preserve data, and report only the
 * summary text with the `<files>` tag and small numbers: the provider's payload never crosses the workflow. A
 * retried attempt whose predecessor already parked an answer reuses it instead of asking again. Each method is its
 * provider's request (`NativeRequest`) plus its step.
 */
import { Context } from '@temporalio/activity';
import { computeFileLists, extractFileOperations, upsertFileOperations, type FileOpsDetails } from '../../core';
import { loadSummaryCheckpoints, saveSummaryCheckpoint } from '../../store/compaction-writes/summary-checkpoints';
import type { CompactionDeps } from './deps';
import { heartbeatWhile } from '../heartbeat-while';
import { previousFileOperations, readCompactionContent, type ContentRequest } from './read-compaction-content';
import { workflowRun } from './workflow-run';

/** Where a run's native answer waits for the commit: one per run, so a fixed activity key. */
export const NATIVE_KEY = 'openai-native-compaction';

/** Well under the fallible proxy's heartbeat timeout. */
export const NATIVE_HEARTBEAT_MS = 2_000;

export const nativeKey = (tenantId: string) => ({ tenantId, ...workflowRun(), activityId: NATIVE_KEY });

/** Every native method's input: the planned ranges and the session's active model. */
export interface CompactNativelyInput extends ContentRequest {
  /** The session's active model, `provider/id`: the one whose provider compacts (and the provider recorded). */
  activeModel: string;
  /** Leave `details` out (the commit derives the file lists from the same ranges). */
  fileOpsByReference?: boolean;
}

export type NativeContent = Awaited<ReturnType<typeof readCompactionContent>>;

/** One provider's part: its request and how its parked answer reads as the entry's summary. */
export interface NativeRequest<P> {
  /** The checkpoint step, and the preserve-data key the commit moves the answer to. */
  readonly step: string;
  /** `provider/id` of the compacting model, for the audit. */
  readonly model: string;
  readonly shortSummary: string;
  /** Asks the provider; what it returns is parked as it is. */
  request(content: NativeContent, signal: AbortSignal): Promise<P>;
  /** The summary text of the parked answer, before the `<files>` tag. */
  summary(parked: P): string;
  /** The context tokens the answer keeps besides its summary (Anthropic's exact tail, replayed after the block). */
  retainedTokens?(parked: P): number;
}

export interface ParkedOutcome<P> {
  summary: string;
  shortSummary: string;
  details?: FileOpsDetails;
  model: string;
  /** Set when the answer keeps messages besides its summary: their estimated tokens. */
  retainedTokens?: number;
  parked: P;
}

export async function compactParked<P>(
  deps: CompactionDeps,
  input: CompactNativelyInput,
  native: NativeRequest<P>,
): Promise<ParkedOutcome<P>> {
  const key = nativeKey(input.tenantId);
  const content = await readCompactionContent(deps.db, input);
  let parked = (await loadSummaryCheckpoints(deps.db, key))[native.step] as P | undefined;
  if (parked === undefined) {
    const context = Context.current();
    const answer = await heartbeatWhile(context, NATIVE_HEARTBEAT_MS, () =>
      native.request(content, context.cancellationSignal),
    );
    await saveSummaryCheckpoint(deps.db, key, native.step, answer);
    parked = answer;
  }
  const ops = extractFileOperations(
    [...content.summarize, ...content.turnPrefix],
    previousFileOperations(content.previous),
  );
  return {
    summary: upsertFileOperations(native.summary(parked), ops),
    shortSummary: native.shortSummary,
    ...(input.fileOpsByReference ? {} : { details: computeFileLists(ops) }),
    model: native.model,
    ...(native.retainedTokens ? { retainedTokens: native.retainedTokens(parked) } : {}),
    parked,
  };
}

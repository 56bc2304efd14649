/**
 * Activity: OpenAI-native compaction of a planned compaction (compaction spec §7.2, §7.4). Reads the planned
 * entries, sends the previous replacement history of the same provider and the messages as Responses items to
 * `/responses/compact`, keeps the returned compaction and message items, and parks them in the store under the run
 * (summary_checkpoints, step NATIVE_STEP) for the commit to move into the entry's preserve data: the replacement
 * history never crosses the workflow. Returns the fixed summary text with the `<files>` tag and small numbers.
 * A retried attempt whose predecessor already parked an answer reuses it instead of compacting again.
 */
import { Context } from '@temporalio/activity';
import { computeFileLists, extractFileOperations, upsertFileOperations, type FileOpsDetails } from '../../core';
import { fitNativeInput, keepNativeOutput, type NativeReplacement } from '../../core/compaction/responses-items';
import { nativeInput } from '../../core/formats/openai-responses/native-history';
import { resolveModel } from '../../core/models/model-catalog';
import { loadSummaryCheckpoints, saveSummaryCheckpoint } from '../../store/compaction-writes/summary-checkpoints';
import { failure } from '../failures';
import type { CompactionDeps } from './deps';
import { heartbeatWhile } from '../heartbeat-while';
import { previousFileOperations, readCompactionContent, type ContentRequest } from './read-compaction-content';
import { summaryBase } from './archive-source';
import { workflowRun } from './workflow-run';

export const NATIVE_SUMMARY = 'Remote compaction preserved provider-native history for this session.';
export const NATIVE_SHORT_SUMMARY = 'Remote compaction';

/** Where a run's native answer waits for the commit: one per run, so a fixed activity key. */
export const NATIVE_KEY = 'openai-native-compaction';
export const NATIVE_STEP = 'openaiRemoteCompaction';

/** Well under the fallible proxy's heartbeat timeout. */
export const NATIVE_HEARTBEAT_MS = 2_000;

export interface CompactNativelyInput extends ContentRequest {
  /** The session's active model, `provider/id`: the one whose endpoint compacts (and the provider recorded). */
  activeModel: string;
  /** Leave `details` out (the commit derives the file lists from the same ranges). */
  fileOpsByReference?: boolean;
}

export interface NativeOutcome {
  summary: string;
  shortSummary: string;
  details?: FileOpsDetails;
  model: string;
  /** Items in the replacement history (the audit and tests read it; the items stay in the store). */
  items: number;
}

/** The preserved native compaction as the entry stores it. */
export type PreservedNative = NativeReplacement & { provider: string };

export const nativeKey = (tenantId: string) => ({ tenantId, ...workflowRun(), activityId: NATIVE_KEY });

export function createCompactNatively(deps: CompactionDeps) {
  return async function compactNatively(input: CompactNativelyInput): Promise<NativeOutcome> {
    const key = nativeKey(input.tenantId);
    const content = await readCompactionContent(deps.db, input);
    const compactor = deps.llm.nativeCompactor(input.activeModel);
    const provider = input.activeModel.slice(0, input.activeModel.indexOf('/'));
    let preserved = (await loadSummaryCheckpoints(deps.db, key))[NATIVE_STEP] as PreservedNative | undefined;
    if (!preserved) {
      const instructions = deps.llm.prompts.prompts['summarizer-system'].text;
      // After a snapcompact archive its source text is sent too: frames are pictures (spec §7.5).
      const base = await summaryBase(deps.db, input, content.previous);
      const previousNative = content.previous?.preserveData?.openaiRemoteCompaction;
      const archivedText = base.archived.join('\n\n') || undefined;
      const items = nativeInput(
        input.activeModel,
        { preserved: previousNative, previousSummary: base.previousSummary, archivedText },
        [...content.summarize, ...content.turnPrefix, ...content.keep],
      );
      // The catalog window of the model (a session's window override is not known here), less the instructions.
      const window = (resolveModel(input.activeModel)?.contextWindow ?? 128_000) - Math.ceil(instructions.length / 4);
      const signal = Context.current().cancellationSignal;
      const output = await heartbeatWhile(Context.current(), NATIVE_HEARTBEAT_MS, () =>
        compactor.compact({ input: fitNativeInput(items, window), instructions, signal }),
      );
      const kept = keepNativeOutput(output);
      if (!kept) {
        throw failure('ProviderRejected', {
          message: `${compactor.model}: /responses/compact returned no compaction item`,
          details: { model: compactor.model },
        });
      }
      preserved = { provider, ...kept };
      await saveSummaryCheckpoint(deps.db, key, NATIVE_STEP, preserved);
    }
    const ops = extractFileOperations(
      [...content.summarize, ...content.turnPrefix],
      previousFileOperations(content.previous),
    );
    return {
      summary: upsertFileOperations(NATIVE_SUMMARY, ops),
      shortSummary: NATIVE_SHORT_SUMMARY,
      ...(input.fileOpsByReference ? {} : { details: computeFileLists(ops) }),
      model: compactor.model,
      items: preserved.replacementHistory.length,
    };
  };
}

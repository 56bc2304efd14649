/**
 * Activity: the LLM summary of a planned compaction (compaction spec §4.6, §6). Reads the planned entries from
 * Postgres, serializes them, runs the history summary (first or update, folded when oversized) and the split
 * turn's prefix summary in parallel, merges them, appends the cumulative <files> tag and writes a short summary
 * of the kept messages. Returns the summary text and its provenance. Heartbeats throughout (also during a call)
 * and checkpoints each finished provider result, which a retried attempt reuses (summary-checkpoint.ts).
 */
import { Context } from '@temporalio/activity';
import type { FileOpsDetails } from '../../core';
import {
  computeFileLists,
  extractFileOperations,
  mergeSummaries,
  serializeConversation,
  serializeMessages,
  upsertFileOperations,
} from '../../core';
import type { ThinkingLevel } from '../../core/summary';
import type { SummaryQuality } from '../../core/quality/quality-gate';
import { shortSummary, summarizeHistory, summarizeTurnPrefix, type SummarizerDeps, type SummaryResult } from '../llm';
import { failure } from '../failures';
import { withCandidates } from './summarizer-fallback';
import type { CompactionDeps } from './deps';
import { summaryBase } from './archive-source';
import { previousFileOperations, readCompactionContent, type ContentRequest } from './read-compaction-content';
import { checkpointStore } from './summary-checkpoint-store';
import { parkFileOpsDetails } from './file-ops-details';
import { gateHistorySummary, withGateFocus, type GateMode } from './summary-gate';
import { gateModelOf } from './gate-model';
import { startCheckpointing, type Checkpointer } from './summary-checkpoint';
import { readSummarizerControl, type SummarizerControl } from './summarizer-control';

export interface SummarizeInput extends ContentRequest {
  modelRef?: string;
  /**
   * The compaction's active model (`provider/id`). Present (summarizer-candidates patch): the summarizer is the
   * first usable candidate of spec §6.7 with `modelRef` as the compaction-model target, and an auth failure moves
   * to the next candidate. Absent (older runs): `modelRef`, else COMPACTOR_SUMMARY_MODEL, alone.
   */
  activeModel?: string;
  /** The remote-endpoint method (spec §7.1): every summary call is POSTed to this URL instead of a model. */
  remoteEndpoint?: string;
  instructions?: string;
  thinkingLevel?: string;
  reserveTokens?: number;
  /** From the compacting hook. */
  additionalContext?: string[];
  /** v2 file-ops patch: leave `details` out (the commit derives it from the same ranges: it can be large). */
  fileOpsByReference?: boolean;
  promptOverride?: string;
  /** The quality gate (patch summaryQualityGate; absent: off): check the summary, under `enforce` retry once. */
  qualityGate?: GateMode;
  /** `compaction.qualityGateModel` (patch qualityGateModel): the small model whose probe score joins the record. */
  qualityGateModel?: string;
}

export interface SummaryOutcome {
  summary: string;
  shortSummary?: string;
  /** Absent when the input asked for file operations by reference. */
  details?: FileOpsDetails;
  model: string;
  promptHash: string;
  calls: number;
  /** Something the compaction entry should say about this summary (e.g. it was cut off at the output limit). */
  warning?: string;
  /** The quality gate's record of the returned summary (when the input asked for the gate). */
  quality?: SummaryQuality;
}

export const CUT_OFF_WARNING =
  'The summary stopped at the summarizer output limit and may be incomplete; raise reserveTokens or compact again.';

export function createSummarizeCompaction(deps: CompactionDeps) {
  return async function summarizeCompaction(input: SummarizeInput): Promise<SummaryOutcome> {
    const checkpoint = await startCheckpointing(Context.current(), checkpointStore(deps, input.tenantId));
    try {
      const content = await readCompactionContent(deps.db, input);
      const control = await readSummarizerControl(deps.db, input);
      const job = { content, input, checkpoint, control };
      if (input.remoteEndpoint !== undefined) {
        return await summarizeWith(deps, remoteSummarizer(deps, input.remoteEndpoint), job);
      }
      if (input.activeModel === undefined) {
        return await summarizeWith(deps, deps.llm.summarizer(input.modelRef ?? control.model), job);
      }
      const request = { target: input.modelRef, configured: control.model, active: input.activeModel };
      const candidates = deps.llm.summarizerCandidates(request);
      return await withCandidates(candidates.usable, (summarizer) => summarizeWith(deps, summarizer, job));
    } finally {
      checkpoint.stop();
    }
  };
}

/** An unusable endpoint URL is a non-retryable ProviderRejected: the chain passes on to the next method. */
function remoteSummarizer(deps: CompactionDeps, url: string): SummarizerDeps {
  if (!URL.canParse(url)) {
    throw failure('ProviderRejected', { message: `remote endpoint: not a URL: "${url}"`, details: { url } });
  }
  return deps.llm.remoteSummarizer({ url });
}

interface SummaryJob {
  content: Awaited<ReturnType<typeof readCompactionContent>>;
  input: SummarizeInput;
  checkpoint: Checkpointer;
  control: SummarizerControl;
}

async function summarizeWith(
  deps: CompactionDeps,
  candidate: SummarizerDeps,
  { content, input, checkpoint, control }: SummaryJob,
): Promise<SummaryOutcome> {
  const signal = Context.current().cancellationSignal;
  const summarizer = control.apply(candidate);
  const thinkingLevel = (control.thinkingLevel ?? input.thinkingLevel) as ThinkingLevel;
  const common = { reserveTokens: input.reserveTokens, thinkingLevel, signal };
  // After a snapcompact archive, its source text is summarized first: frames are pictures a summarizer never sees.
  const base = await summaryBase(deps.db, input, content.previous);
  const writeHistory = (focus: string | undefined) =>
    summarizeHistory(summarizer, {
      ...common,
      messages: [...base.archived, ...serializeMessages(content.summarize)],
      previousSummary: base.previousSummary,
      additionalContext: input.additionalContext,
      focus,
      promptOverride: input.promptOverride,
      onProgress: (progress) => checkpoint.progress(progress),
    });
  const history = checkpoint.once('history', () => writeHistory(input.instructions));
  const prefix = content.turnPrefix.length
    ? checkpoint.once('prefix', () =>
        summarizeTurnPrefix(summarizer, { ...common, conversation: serializeConversation(content.turnPrefix) }),
      )
    : undefined;
  const [first, prefixResult] = await Promise.all([history, prefix]);
  const merge = (result: SummaryResult) => mergeSummaries({ history: result.text, turnPrefix: prefixResult?.text });
  const gated = await gateHistorySummary({
    mode: input.qualityGate,
    span: [...content.summarize, ...content.turnPrefix],
    first,
    merge,
    retry: (focus) => checkpoint.once('retry', () => writeHistory(withGateFocus(input.instructions, focus))),
    gateModel: gateModelOf(deps, input.qualityGateModel, signal),
  });
  const historyResult = gated.history;
  const ops = extractFileOperations(
    [...content.summarize, ...content.turnPrefix],
    previousFileOperations(content.previous),
  );
  const summary = upsertFileOperations(merge(historyResult), ops);
  if (input.fileOpsByReference) await parkFileOpsDetails(deps.db, input, computeFileLists(ops));
  const short = content.keep.length
    ? await checkpoint.once('short', () =>
        shortSummary(summarizer, {
          ...common,
          conversation: serializeConversation(content.keep),
          historySummary: historyResult.text,
        }),
      )
    : undefined;
  return {
    summary,
    ...(short?.text ? { shortSummary: short.text } : {}),
    ...(input.fileOpsByReference ? {} : { details: computeFileLists(ops) }),
    model: historyResult.model || prefixResult?.model || '',
    promptHash: summarizer.prompts.hash,
    calls: first.calls + gated.retryCalls + (prefixResult?.calls ?? 0) + (short?.calls ?? 0),
    ...(historyResult.cutOff || prefixResult?.cutOff ? { warning: CUT_OFF_WARNING } : {}),
    ...(gated.quality ? { quality: gated.quality } : {}),
  };
}

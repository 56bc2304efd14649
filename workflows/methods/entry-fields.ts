/**
 * What every entry method writes the same way: the plan's cut and the run's numbers once, then the method's
 * content; and the plan's ranges as the activities read them. Pure helpers (no workflow calls).
 */
import type { CompactionFields } from '../../store/compaction-writes/commit-compaction';
import type { Activities } from '../../activities';
import type { EntryContent, MethodResult, MethodRun } from '../method-types';
import { planRanges } from '../plan-ranges';

export function entryFields(run: MethodRun, content: EntryContent): CompactionFields {
  const { shortSummary, preserveData, ...rest } = content;
  return {
    ...rest,
    firstKeptEntryId: run.plan.firstKeptEntryId,
    tokensBefore: run.tokensBefore,
    ...(shortSummary ? { shortSummary } : {}),
    ...(preserveData ? { preserveData } : {}),
  };
}

/** The session, the planned ranges and the previous compaction: what a content activity reads. */
export const plannedContent = (run: MethodRun) => ({
  ...run.ids,
  ...planRanges(run.plan),
  previousCompactionId: run.plan.previousCompactionId,
  // Deprecated patch file-ops-by-reference: file lists never travel in activity results.
  fileOpsByReference: true as const,
});

/** The compacting hooks' preserve data, when they gave any. */
export const hookPreserveData = (run: MethodRun) => run.entry?.extra.preserveData;

type Summary = Awaited<ReturnType<Activities['summarizeCompaction']>>;

/** A summary activity's result as the entry's content (the LLM summary, the remote endpoint). */
export function summaryEntry(run: MethodRun, summary: Summary, method: EntryContent['method']): MethodResult {
  run.progress.summaryCalls = summary.calls;
  const fields = entryFields(run, {
    summary: summary.summary,
    method,
    details: summary.details,
    shortSummary: summary.shortSummary,
    preserveData: hookPreserveData(run),
  });
  return {
    kind: 'made',
    made: {
      fields,
      model: summary.model,
      promptHash: summary.promptHash,
      warning: summary.warning,
      ...(summary.quality ? { quality: summary.quality } : {}),
    },
  };
}

/**
 * The content of the compaction entry: from a before-compact hook when one supplies it, else from the LLM summary
 * activity (which reads the planned entries itself). Only the resulting summary text crosses the workflow.
 */
import type { CompactionPlan } from '../core';
import type { CompactionFields } from '../activities/db/compaction-writes/commit-compaction';
import type { CompactionProgress, CompactSessionInput } from './compaction-types';
import { db, llm } from './proxies';

export type FieldsResult =
  { kind: 'cancelled' } | { kind: 'fields'; fields: CompactionFields; model?: string; promptHash?: string };

interface FieldsArgs {
  input: CompactSessionInput;
  plan: CompactionPlan;
  progress: CompactionProgress;
  tokensBefore: number;
}

export async function compactionFields({ input, plan, progress, tokensBefore }: FieldsArgs): Promise<FieldsResult> {
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const hook = await db.runBeforeCompactHooks({
    ...ids,
    trigger: input.trigger,
    firstKeptEntryId: plan.firstKeptEntryId,
    isSplitTurn: plan.isSplitTurn,
    summarize: plan.summarize,
    turnPrefix: plan.turnPrefix,
    tokensBefore,
    instructions: input.instructions,
  });
  if (hook.kind === 'cancel') return { kind: 'cancelled' };
  if (hook.kind === 'use') return { kind: 'fields', fields: { ...hook.compaction, fromExtension: true } };
  const extra = await db.runCompactingHooks({ ...ids, entryIds: [...plan.summarize, ...plan.turnPrefix] });
  progress.phase = 'summarizing';
  progress.method = 'context-full';
  const summary = await llm.summarizeCompaction({
    ...ids,
    summarize: plan.summarize,
    turnPrefix: plan.turnPrefix,
    keep: plan.keep,
    previousCompactionId: plan.previousCompactionId,
    modelRef: input.summaryModel,
    instructions: input.instructions,
    reserveTokens: input.settings?.reserveTokens,
    additionalContext: extra.context,
    promptOverride: extra.prompt,
  });
  progress.summaryCalls = summary.calls;
  const fields: CompactionFields = {
    summary: summary.summary,
    firstKeptEntryId: plan.firstKeptEntryId,
    tokensBefore,
    method: 'context-full',
    details: summary.details,
    ...(summary.shortSummary ? { shortSummary: summary.shortSummary } : {}),
    ...(extra.preserveData ? { preserveData: extra.preserveData } : {}),
  };
  return { kind: 'fields', fields, model: summary.model, promptHash: summary.promptHash };
}

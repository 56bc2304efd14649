/**
 * Frozen with compact-session-v1.ts (never edit). The content of the compaction entry: from a before-compact hook when one supplies it, else from the configured
 * method — snapcompact (frames, no LLM) when the strategy asks for it, the model reads images and no custom
 * instructions were given; otherwise the LLM summary. Both activities read the planned entries themselves; only
 * the resulting summary text and small numbers cross the workflow.
 */
import type { CompactionPlan, ModelInfo } from '../../core';
import { resolveSnapcompact } from '../../core/snapcompact/resolve-shape';
import type { CompactionFields } from '../../store/compaction-writes/commit-compaction';
import type { CompactingResult } from '../../activities/hooks/compaction-hooks';
import type { CompactionProgress, CompactSessionInput } from '../compaction-types';
import { planRanges, rangeOf } from '../plan-ranges';
import { db, llm, render } from '../proxies';

export type FieldsResult =
  | { kind: 'cancelled' }
  | {
      kind: 'fields';
      fields: CompactionFields;
      model?: string;
      promptHash?: string;
      warning?: string;
      frames?: number;
    };

interface FieldsArgs {
  input: CompactSessionInput;
  plan: CompactionPlan;
  model: ModelInfo;
  progress: CompactionProgress;
  tokensBefore: number;
}

export async function compactionFields(args: FieldsArgs): Promise<FieldsResult> {
  const { input, plan, tokensBefore } = args;
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const hook = await db.runBeforeCompactHooks({
    ...ids,
    trigger: input.trigger,
    firstKeptEntryId: plan.firstKeptEntryId,
    isSplitTurn: plan.isSplitTurn,
    summarize: rangeOf(plan.summarize),
    turnPrefix: rangeOf(plan.turnPrefix),
    tokensBefore,
    instructions: input.instructions,
  });
  if (hook.kind === 'cancel') return { kind: 'cancelled' };
  if (hook.kind === 'use') return { kind: 'fields', fields: { ...hook.compaction, fromExtension: true } };
  const extra = await db.runCompactingHooks({
    ...ids,
    summarize: rangeOf(plan.summarize),
    turnPrefix: rangeOf(plan.turnPrefix),
  });
  const strategy = input.strategy ?? input.settings?.strategy ?? 'context-full';
  // Custom instructions ask for a directed summary, which only an LLM can write.
  if (strategy !== 'snapcompact' || input.instructions) return summarize(args, extra);
  const { model } = args;
  const decision = resolveSnapcompact({ id: model.id, api: model.api, provider: model.provider, input: model.input });
  if (decision.kind === 'fallback') return { ...(await summarize(args, extra)), warning: decision.message };
  return snapcompact(args, extra);
}

async function snapcompact({ input, plan, model, progress, tokensBefore }: FieldsArgs, extra: CompactingResult) {
  progress.phase = 'summarizing';
  progress.method = 'snapcompact';
  const rendered = await render.renderSnapcompact({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    summarize: rangeOf(plan.summarize),
    turnPrefix: rangeOf(plan.turnPrefix),
    previousCompactionId: plan.previousCompactionId,
    model: { id: model.id, api: model.api, provider: model.provider, input: [...model.input] },
    shapeSetting: input.settings?.snapcompactShape,
  });
  progress.framesRendered = rendered.renderedFrames;
  const fields: CompactionFields = {
    summary: rendered.summary,
    shortSummary: rendered.shortSummary,
    firstKeptEntryId: plan.firstKeptEntryId,
    tokensBefore,
    method: 'snapcompact',
    details: rendered.details,
    preserveData: { ...extra.preserveData, ...rendered.preserveData },
  };
  return { kind: 'fields' as const, fields, frames: rendered.frames };
}

async function summarize({ input, plan, progress, tokensBefore }: FieldsArgs, extra: CompactingResult) {
  progress.phase = 'summarizing';
  progress.method = 'context-full';
  const summary = await llm.summarizeCompaction({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    ...planRanges(plan),
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
  return { kind: 'fields' as const, fields, model: summary.model, promptHash: summary.promptHash };
}

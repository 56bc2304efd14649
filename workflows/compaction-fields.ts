/**
 * The content of the compaction entry (v2 program): from a before-compact hook when one supplies it, else from the
 * configured method — snapcompact (frames, no LLM) when the strategy asks for it, the model reads images and no
 * custom instructions were given; otherwise the LLM summary at the session's thinking level. Whether the model reads
 * images came from the catalog activity result. Only the summary text and small numbers cross the workflow.
 */
import type { CompactionPlan, ModelInfo } from '../core';
import type { CompactionFields } from '../store/compaction-writes/commit-compaction';
import type { CompactingResult } from '../activities/hooks/compaction-hooks';
import type { CompactionProgress, CompactSessionInput } from './compaction-types';
import { planRanges, rangeOf } from './plan-ranges';
import { patched } from '@temporalio/workflow';
import { hooks, llm, llmFailover, render, RENDER_HEARTBEAT, renderFailover, SUMMARY_HEARTBEAT } from './proxies';
import { summarizerCandidates } from './summarizer-candidates';
import { remoteFirst } from './remote-method';
import { nativeFirst } from './native-method';
import type { MethodAttempt } from '../store/compaction-writes/record-compaction';

export type FieldsResult =
  | { kind: 'cancelled' }
  | {
      kind: 'fields';
      fields: CompactionFields;
      model?: string;
      promptHash?: string;
      warning?: string;
      frames?: number;
      /** Made by OpenAI-native compaction: the commit moves the parked replacement history into preserveData. */
      native?: boolean;
    };

export interface FieldsArgs {
  input: CompactSessionInput;
  plan: CompactionPlan;
  model: ModelInfo;
  /** Why snapcompact cannot run on the model, from the catalog activity. */
  snapcompactFallback?: string;
  thinkingLevel?: string;
  /** The file-ops-by-reference patch: activities leave the file lists out; the commit derives them. */
  fileOpsByReference?: boolean;
  progress: CompactionProgress;
  tokensBefore: number;
  /** False when the worker that ran the workflow task has no hooks (PERF4_LOCAL_STORE_READS): no hook activities. */
  runHooks?: boolean;
  /** The chain's attempts so far; a method that passes on adds itself with the reason. */
  attempts?: MethodAttempt[];
}

export async function compactionFields(args: FieldsArgs): Promise<FieldsResult> {
  const { input, plan, tokensBefore } = args;
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  if (args.runHooks === false) return byMethod(args, {});
  const hook = await hooks.runBeforeCompactHooks({
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
  const extra = await hooks.runCompactingHooks({
    ...ids,
    summarize: rangeOf(plan.summarize),
    turnPrefix: rangeOf(plan.turnPrefix),
  });
  return byMethod(args, extra);
}

/** The configured method's fields, with what the compacting hooks added. */
async function byMethod(args: FieldsArgs, extra: CompactingResult): Promise<FieldsResult> {
  const { input } = args;
  const strategy = input.strategy ?? input.settings?.strategy ?? 'context-full';
  // Custom instructions ask for a directed summary, which only an LLM can write.
  if (strategy !== 'snapcompact' || input.instructions) {
    return remoteFirst(args, extra, () => nativeFirst(args, extra, () => summarize(args, extra)));
  }
  return nativeFirst(args, extra, async () => {
    if (args.snapcompactFallback) return { ...(await summarize(args, extra)), warning: args.snapcompactFallback };
    return snapcompact(args, extra);
  });
}

const byReference = (args: FieldsArgs) => (args.fileOpsByReference ? { fileOpsByReference: true } : {});

async function snapcompact(args: FieldsArgs, extra: CompactingResult) {
  const { input, plan, model, progress, tokensBefore } = args;
  progress.phase = 'summarizing';
  progress.method = 'snapcompact';
  const renderer = patched(RENDER_HEARTBEAT) ? renderFailover : render;
  const rendered = await renderer.renderSnapcompact({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    summarize: rangeOf(plan.summarize),
    turnPrefix: rangeOf(plan.turnPrefix),
    previousCompactionId: plan.previousCompactionId,
    model: { id: model.id, api: model.api, provider: model.provider, input: [...model.input] },
    shapeSetting: input.settings?.snapcompactShape,
    ...byReference(args),
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

async function summarize(args: FieldsArgs, extra: CompactingResult) {
  const { input, plan, progress, tokensBefore } = args;
  progress.phase = 'summarizing';
  progress.method = 'context-full';
  const summarizer = patched(SUMMARY_HEARTBEAT) ? llmFailover : llm;
  const summary = await summarizer.summarizeCompaction({
    tenantId: input.tenantId,
    sessionId: input.sessionId,
    ...planRanges(plan),
    previousCompactionId: plan.previousCompactionId,
    modelRef: input.summaryModel,
    ...summarizerCandidates(args.model),
    instructions: input.instructions,
    thinkingLevel: args.thinkingLevel,
    reserveTokens: input.settings?.reserveTokens,
    additionalContext: extra.context,
    promptOverride: extra.prompt,
    ...byReference(args),
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
  const warning = summary.warning;
  return { kind: 'fields' as const, fields, model: summary.model, promptHash: summary.promptHash, warning };
}

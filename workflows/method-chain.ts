/**
 * The method chain's one loop (compaction spec §3.9; DESIGN §3 step 3): walks the ordered descriptors of
 * ./methods/index.ts, asks each whether it applies when the chain reaches it (a patch it asks is recorded there,
 * as before the chain was data), runs it, and records every attempt: a method that passes on (a value, or a typed
 * activity failure its descriptor turns into a reason) is an attempt with its reason, and the next one runs; a
 * cancellation or an untyped error never passes on. The compaction's warning starts with the notes of the methods
 * that passed on, in order. Past a budget set to pass on (patch budgetPassOn), a method that calls a provider is
 * an attempt passed on with reason `budget` without running; its note is not added. Knows no method by name.
 */
import { ActivityFailure, isCancellation } from '@temporalio/workflow';
import type { MethodAttempt } from '../store/compaction-writes/record-compaction';
import type { ChainResult, CompactionMethod, EntryContext, MadeEntry, MethodResult, MethodRun } from './method-types';
import { BUDGET_REASON } from './methods/over-budget';
import { patchApplies } from './patches';
import { workflowFailure } from './workflow-failures';

export interface ChainOptions {
  /** Opens the entry methods' context, once, before the first of them is asked. */
  openEntry(run: MethodRun): Promise<EntryContext>;
  /** A check of a made entry before it is committed: a reason passes it on to the next method. */
  gate?(made: MadeEntry, method: CompactionMethod, run: MethodRun): Promise<string | undefined>;
}

export async function runChain(
  methods: readonly CompactionMethod[],
  run: MethodRun,
  options: ChainOptions,
): Promise<ChainResult> {
  const attempts: MethodAttempt[] = [];
  const passed: { method: CompactionMethod; reason: string }[] = [];
  let sessionOverBudget: string | undefined;
  for (const method of methods) {
    if (method.makes === 'entry') run.entry ??= await options.openEntry(run);
    if (!method.applies(run)) continue;
    if (method.callsProvider && run.overBudget !== undefined) {
      attempts.push({ method: method.name, outcome: 'passed-on', reason: BUDGET_REASON });
      if (method.makes === 'session') sessionOverBudget ??= BUDGET_REASON;
      continue;
    }
    if (method.progress) {
      run.progress.phase = 'summarizing';
      run.progress.method = method.progress;
    }
    const result = await gated(method, run, options);
    if (result.kind === 'declined') continue;
    if (result.kind === 'done') return withAttempts(result, attempts);
    if (result.kind === 'passed-on') {
      const quality = result.quality ? { quality: result.quality } : {};
      attempts.push({ method: method.name, outcome: 'passed-on', reason: result.reason, ...quality });
      passed.push({ method, reason: result.reason });
      continue;
    }
    attempts.push({
      method: method.name,
      outcome: 'used',
      ...(result.made.quality ? { quality: result.made.quality } : {}),
    });
    const notes = passed.map((p) => p.method.note?.(p.reason, result.made));
    const warning = [...notes, result.made.warning].filter(Boolean).join(' ') || undefined;
    const passedOn = passed.find((p) => p.method.makes === 'session')?.reason ?? sessionOverBudget;
    const runHooks = run.entry?.runHooks ?? false;
    // The gate's record of the committed summary, else of the one it passed on.
    const quality = result.made.quality ?? run.gatedOut;
    const gate = quality ? { quality } : {};
    return { kind: 'made', made: result.made, attempts, runHooks, ...(warning ? { warning } : {}), passedOn, ...gate };
  }
  throw workflowFailure('CompactionWorkflowError', 'no compaction method applied to this run');
}

/**
 * A run the chain ends with a skip (the gate's or the budget's) keeps the attempts that led to it for its audit row
 * (patch skipRecordsAttempts, asked only for such a skip); other endings record their own rows.
 */
function withAttempts(result: Extract<MethodResult, { kind: 'done' }>, attempts: MethodAttempt[]): ChainResult {
  if (result.outcome.outcome !== 'skipped' || attempts.length === 0) return result;
  if (!patchApplies('skipRecordsAttempts')) return result;
  return { kind: 'done', outcome: { ...result.outcome, attempts } };
}

async function gated(method: CompactionMethod, run: MethodRun, options: ChainOptions): Promise<MethodResult> {
  const result = await attempt(method, run);
  if (result.kind !== 'made' || !options.gate) return result;
  const reason = await options.gate(result.made, method, run);
  if (reason === undefined) return result;
  return { kind: 'passed-on', reason, ...(result.made.quality ? { quality: result.made.quality } : {}) };
}

async function attempt(method: CompactionMethod, run: MethodRun): Promise<MethodResult> {
  try {
    return await method.run(run);
  } catch (error) {
    if (isCancellation(error) || !(error instanceof ActivityFailure)) throw error;
    const reason = method.passOn?.(error, run);
    if (reason === undefined) throw error;
    return { kind: 'passed-on', reason };
  }
}

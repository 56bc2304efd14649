/**
 * Speculative compaction from the service side (compaction spec §3.7): an append that brings the context within
 * the lead below the threshold starts `speculateCompaction` (one per session; a start while one runs attaches),
 * refreshing an armed result that the session outgrew or moved away from; an append over the threshold by less
 * than the grace waits for a running speculation (grace deferral) or starts one and waits; past the grace the
 * threshold compaction starts and an unfinished speculation is cancelled. A manual compaction cancels speculation
 * and discards an armed result. Only sessions whose first method makes a text summary speculate: strategy
 * `context-full`, no enforced quality gate, and the session's remote endpoint or the LLM summary first (a
 * provider-native compaction, tried first for its models when remote is on, never speculates: its replacement history
 * covers the branch only up to the snapshot, so the turns appended while it waited would be lost to that provider);
 * and only with `compaction.asyncEnabled: true` (opt-in here, see docs/speculative-compaction.md).
 */
import { WorkflowNotFoundError } from '@temporalio/client';
import {
  inSpeculationBand,
  speculationStale,
  speculationWorkflowId,
  withinSpeculationGrace,
} from '../core/compaction/speculation';
import { DEFAULT_COMPACTION_SETTINGS } from '../core';
import type { SessionSettings } from '../core/session/session-settings-schema';
import type { LoadedBranch } from '../store/session-store';
import { readArmedSpeculation, settleSpeculation } from '../store/compaction-writes/speculations';
import { speculateCompaction } from '../workflows';
import { speculationStartOptions } from '../workflows/speculation-types';
import type { AppendMeasure, AutoTrigger } from './auto-trigger';
import { claimCompactionSlot } from './compaction-slots';
import type { ServiceDeps } from './deps';
import { CompactionLimitReached } from './errors';

type Ids = { tenantId: string; sessionId: string };

export interface SpeculationAppend {
  settings: SessionSettings;
  measure: AppendMeasure;
  /** The compaction the append calls for, if any. */
  trigger?: AutoTrigger['trigger'];
  /** The active branch after the append (for the snapshot check), when the append loaded it. */
  branch?: LoadedBranch;
}

/** Why a threshold compaction waits for speculation, or undefined when it starts now. */
export const DEFERRED_TO_SPECULATION = 'a speculative compaction is preparing the summary; the threshold waits for it';

/** What speculation does for an append; `defer`: the threshold compaction the append called for waits. */
export async function speculateOnAppend(deps: ServiceDeps, ids: Ids, a: SpeculationAppend): Promise<'defer' | 'go'> {
  if (!speculates(a.settings, a.measure)) return 'go';
  const { threshold, contextTokens, info } = a.measure;
  if (a.trigger === undefined) {
    if (inSpeculationBand(contextTokens, threshold)) await startOrRefresh(deps, ids, a);
    return 'go';
  }
  if (a.trigger !== 'threshold') return 'go';
  const running = await speculationRunning(deps, ids);
  if (!withinSpeculationGrace(contextTokens, threshold, info.contextWindow)) {
    if (running) await cancelRun(deps, ids);
    return 'go';
  }
  if (running) return 'defer';
  if (await readArmedSpeculation(deps.db, ids)) return 'go';
  return (await start(deps, ids, a)) ? 'defer' : 'go';
}

/** A manual compaction cancels a running speculation and discards an armed result (spec §3.7, §3.8). */
export async function cancelSpeculation(deps: ServiceDeps, ids: Ids): Promise<void> {
  await cancelRun(deps, ids);
  const armed = await readArmedSpeculation(deps.db, ids);
  if (armed) await settleSpeculation(deps.db, { ...ids, runId: armed.runId, status: 'discarded', reason: 'manual' });
}

function speculates(settings: SessionSettings, measure: AppendMeasure): boolean {
  const knobs = settings.compaction;
  if (knobs?.asyncEnabled !== true || knobs.qualityGate === 'enforce') return false;
  if ((knobs.strategy ?? DEFAULT_COMPACTION_SETTINGS.strategy) !== 'context-full') return false;
  // The endpoint is asked before any native method, and its summary is text like the LLM's.
  if (knobs.remoteEndpoint) return true;
  const { info } = measure;
  const native = ['openai', 'openai-codex'].includes(info.provider) || info.remoteCompaction?.enabled === true;
  return !native;
}

async function startOrRefresh(deps: ServiceDeps, ids: Ids, a: SpeculationAppend): Promise<void> {
  const parked = await readArmedSpeculation(deps.db, ids);
  if (parked) {
    const reason = staleness(a, parked.armed);
    if (!reason) return;
    await settleSpeculation(deps.db, { ...ids, runId: parked.runId, status: 'discarded', reason });
  }
  await start(deps, ids, a);
}

type Armed = NonNullable<Awaited<ReturnType<typeof readArmedSpeculation>>>['armed'];

/** Why an armed result must be refreshed: the session grew past it, moved off its snapshot or compacted since. */
function staleness(a: SpeculationAppend, armed: Armed): string | undefined {
  const keep = a.settings.compaction?.keepRecentTokens ?? DEFAULT_COMPACTION_SETTINGS.keepRecentTokens;
  if (speculationStale(a.measure.contextTokens, armed.contextTokensAtStart, keep)) return 'refresh';
  if (!a.branch) return undefined;
  if ((a.branch.compaction?.entryId ?? undefined) !== armed.previousCompactionId) return 'later-compaction';
  return a.branch.entries.some((e) => e.id === armed.snapshotLeafId) ? undefined : 'leaf-moved';
}

/** Starts the session's speculation (or attaches to the running one); false when the tenant's slots are full. */
async function start(deps: ServiceDeps, ids: Ids, a: SpeculationAppend): Promise<boolean> {
  try {
    await claimCompactionSlot(deps, ids);
  } catch (error) {
    if (error instanceof CompactionLimitReached) return false;
    throw error;
  }
  const input = {
    ...ids,
    model: `${a.measure.info.provider}/${a.measure.info.id}`,
    ...(a.settings.compaction ? { settings: a.settings.compaction } : {}),
    contextTokens: a.measure.contextTokens,
  };
  await deps.client.workflow.start(speculateCompaction, {
    ...speculationStartOptions(input, deps.taskQueue),
    ...(deps.eagerStart ? { requestEagerStart: true } : {}),
  });
  return true;
}

const handleOf = (deps: ServiceDeps, ids: Ids) =>
  deps.client.workflow.getHandle(speculationWorkflowId(ids.tenantId, ids.sessionId));

async function speculationRunning(deps: ServiceDeps, ids: Ids): Promise<boolean> {
  try {
    return (await handleOf(deps, ids).describe()).status.name === 'RUNNING';
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return false;
    throw error;
  }
}

async function cancelRun(deps: ServiceDeps, ids: Ids): Promise<void> {
  if (!(await speculationRunning(deps, ids))) return;
  await handleOf(deps, ids)
    .cancel()
    .catch((error: unknown) => {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    });
}

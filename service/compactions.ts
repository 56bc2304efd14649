/**
 * Compactions as a host sees them: start one (coalescing with a running one for the same session), await it with
 * a bound, describe a run (progress while running, the result when done), the audit history, and the replay of
 * recorded runs with today's workflow code. A run is named by its Temporal run id; the workflow id is derived from
 * tenant and session, so a run id alone never reaches another tenant's workflow.
 */
import {
  ApplicationFailure,
  WorkflowFailedError,
  WorkflowNotFoundError,
  type WorkflowHandle,
} from '@temporalio/client';
import type { WorkflowBundleOption } from '@temporalio/worker';
import { listCompactions, runSummarizer } from '../store/compaction-reads/list-compactions';
import type { CompactionRow } from '../schema';
import { compactSession } from '../workflows';
import {
  compactionProgressQuery,
  compactionStartOptions,
  compactionWorkflowId,
  type CompactionProgress,
  type CompactionTrigger,
  type CompactSessionInput,
} from '../workflows/compaction-types';
import { workflowBundle } from '../worker/bundle';
import { replayHistories, retiredBranchOf, type ReplayOutcome } from '../worker/replay';
import { claimCompactionSlot } from './compaction-slots';
import { describeProposal, type ParkedProposal } from './compaction-proposals';
import { CompactionNotFound, HandoffTooShort } from './errors';
import { isInvalidRunId } from './run-ids';
import type { ServiceDeps } from './deps';
import { withContinuationPrompt, type HostCompactionResult } from './continuation-prompt';
import { rideOutUnavailable } from './ride-out';
import { getSession, readSettingLayers } from './sessions';
import { admitManualCompaction } from './spend-guard';
import { cancelSpeculation } from './speculation';
import { resolveSettings } from './tenant-settings';
import { loadActiveBranch, readLineage, SessionHandedOff } from '../store/session-store';
import type { CompactionKnobs } from '../core/session/session-settings-schema';
import { PROPOSAL_TTL_BOUNDS } from '../core/session/proposal-ttl';
import type { CompactionStrategy } from '../core/compaction/settings';

export interface StartCompactionRequest {
  trigger?: CompactionTrigger;
  instructions?: string;
  /** `off`: no compaction; the run skips with reason `disabled` (like `enabled: false`). */
  strategy?: CompactionStrategy;
  model?: string;
  summaryModel?: string;
  settings?: CompactionKnobs;
  /** `propose`: run up to the commit and hold the result for approve or reject (./compaction-proposals.ts). */
  mode?: 'commit' | 'propose';
  /** Mode propose: how long the proposal waits (default: the `proposals.ttlSeconds` setting, else 24 h). */
  proposalTtlSeconds?: number;
}

export interface StartedCompaction {
  /** The run id: the name of this compaction in the API. */
  id: string;
  workflowId: string;
  /** The trigger requested; a request that found a running compaction of the session attaches to that run. */
  trigger: CompactionTrigger;
}

export type CompactionStatus = 'running' | 'proposed' | 'completed' | 'failed';

export interface CompactionView {
  id: string;
  sessionId: string;
  status: CompactionStatus;
  progress?: CompactionProgress;
  result?: HostCompactionResult;
  error?: { type: string; message: string };
  /** From the run's audit row, once it has finished: the model that summarized and the hash of its prompt set. */
  model?: string;
  promptHash?: string;
  /** Status `proposed`: what approving the proposal commits (read from where the run parked it). */
  proposal?: ParkedProposal;
}

/** Starts compactSession for the session (or attaches to its running one); checks the tenant's concurrency limit. */
export async function startCompaction(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  request: StartCompactionRequest,
): Promise<StartedCompaction> {
  const layers = await readSettingLayers(deps.db, ids);
  const settings = resolveSettings(layers.tenant, layers.session);
  // A handed-off session takes no more entries: a compaction of it would only fail at its commit, after the summary.
  const { handedOffTo } = await readLineage(deps.db, ids);
  if (handedOffTo) throw new SessionHandedOff(ids.sessionId, handedOffTo);
  const trigger = request.trigger ?? 'manual';
  if (trigger === 'manual') await admitManualCompaction(deps, ids, layers);
  // A manual compaction cancels speculation (spec §3.8): it summarizes with its own instructions and method.
  if (trigger === 'manual') await cancelSpeculation(deps, ids);
  if (trigger === 'manual' && (request.strategy ?? settings.compaction?.strategy) === 'handoff') {
    await assertHandoffHasMessages(deps, ids);
  }
  const workflowId = compactionWorkflowId(ids.tenantId, ids.sessionId);
  await claimCompactionSlot(deps, ids);
  const input: CompactSessionInput = {
    tenantId: ids.tenantId,
    sessionId: ids.sessionId,
    trigger,
    ...pick(request, ['instructions', 'strategy', 'summaryModel']),
    ...((request.model ?? settings.model) ? { model: request.model ?? settings.model } : {}),
    ...((request.settings ?? settings.compaction) ? { settings: { ...settings.compaction, ...request.settings } } : {}),
  };
  const ttlSeconds = request.proposalTtlSeconds ?? settings.proposals?.ttlSeconds ?? PROPOSAL_TTL_BOUNDS.default;
  if (request.mode === 'propose') input.proposal = { ttlSeconds };
  const handle = await deps.client.workflow.start(compactSession, {
    ...compactionStartOptions(input, deps.taskQueue),
    // A proposal waits for its decision on top of the run's own bound.
    ...(input.proposal ? { workflowExecutionTimeout: `${ttlSeconds + 3600} seconds` } : {}),
    ...(deps.eagerStart ? { requestEagerStart: true } : {}),
  });
  return { id: handle.firstExecutionRunId, workflowId, trigger };
}

/** Manual handoff needs at least two message entries on the active branch (spec §8), counted from the root. */
async function assertHandoffHasMessages(deps: ServiceDeps, ids: { tenantId: string; sessionId: string }) {
  const branch = await loadActiveBranch(deps.db, { ...ids, full: true });
  const messages = branch.entries.filter((entry) => entry.type === 'message').length;
  if (messages < 2) throw new HandoffTooShort(ids.sessionId, messages);
}

function handleOf(deps: ServiceDeps, ids: { tenantId: string; sessionId: string }, runId: string) {
  return deps.client.workflow.getHandle<typeof compactSession>(
    compactionWorkflowId(ids.tenantId, ids.sessionId),
    runId,
  );
}

/** The run's state: progress while running, the result when completed, the root failure when failed. */
export async function describeCompaction(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  runId: string,
): Promise<CompactionView> {
  await getSession(deps.db, ids.tenantId, ids.sessionId);
  const handle = handleOf(deps, ids, runId);
  const status = await handle.describe().then(
    (d) => d.status.name,
    (error: unknown) => {
      if (error instanceof WorkflowNotFoundError || isInvalidRunId(error)) throw new CompactionNotFound(runId);
      throw error;
    },
  );
  const base = { id: runId, sessionId: ids.sessionId };
  if (status === 'RUNNING') {
    const progress = await handle.query(compactionProgressQuery).catch(() => undefined);
    const proposal = progress?.phase === 'proposed' ? await describeProposal(deps, ids, runId) : undefined;
    if (proposal) return { ...base, status: 'proposed', progress: progress!, proposal };
    return { ...base, status: 'running', ...(progress ? { progress } : {}) };
  }
  return settled(deps, { ...ids, runId }, handle);
}

/** Waits up to `waitMs` for the run to finish; returns its view (still `running` when the bound passed). */
export async function awaitCompaction(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  runId: string,
  waitMs: number,
): Promise<CompactionView> {
  const handle = handleOf(deps, ids, runId);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)));
  const done = handle.result().then(
    () => 'done' as const,
    () => 'done' as const,
  );
  const first = await Promise.race([done, timeout]).finally(() => clearTimeout(timer));
  if (first === 'timeout') return describeCompaction(deps, ids, runId);
  return settled(deps, { ...ids, runId }, handle);
}

/** A finished run's view with its audit row's summarizer fields. */
async function settled(
  deps: ServiceDeps,
  run: { tenantId: string; sessionId: string; runId: string },
  handle: WorkflowHandle<typeof compactSession>,
): Promise<CompactionView> {
  const view = await settle(handle, { id: run.runId, sessionId: run.sessionId });
  return { ...view, ...(await runSummarizer(deps.db, run)) };
}

async function settle(
  handle: WorkflowHandle<typeof compactSession>,
  base: { id: string; sessionId: string },
): Promise<CompactionView> {
  try {
    const result = await rideOutUnavailable(() => handle.result());
    return { ...base, status: 'completed', result: withContinuationPrompt(result) };
  } catch (error) {
    const cause = error instanceof WorkflowFailedError ? rootCause(error) : (error as Error);
    const type = (cause as { type?: string }).type ?? cause.name;
    return { ...base, status: 'failed', error: { type, message: cause.message } };
  }
}

/** The run's result; a failed run throws the failure that made it fail (e.g. SessionNotFound from an activity). */
export function compactionResult(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  runId: string,
): Promise<HostCompactionResult> {
  const handle = handleOf(deps, ids, runId);
  // A Temporal restart while waiting is ridden out (bounded): the run itself survives it and completes.
  return rideOutUnavailable(() => handle.result()).then(withContinuationPrompt, (error: unknown) => {
    throw error instanceof WorkflowFailedError ? rootCause(error) : error;
  });
}

/**
 * The failure that made the workflow fail, without the wrappers: the innermost typed ApplicationFailure (e.g.
 * SessionNotFound or ProviderRejected from an activity; what that wraps is the serialized original, untyped), else
 * the deepest cause.
 */
export function rootCause(error: Error): Error {
  let current: Error = error;
  let typed: ApplicationFailure | undefined;
  for (;;) {
    if (current instanceof ApplicationFailure && current.type) typed = current;
    if (!(current.cause instanceof Error)) return typed ?? current;
    current = current.cause;
  }
}

export function compactionHistory(deps: Pick<ServiceDeps, 'db'>, ids: { tenantId: string; sessionId: string }) {
  return listCompactions(deps.db, ids);
}

export type { CompactionRow };

let bundle: Promise<WorkflowBundleOption> | undefined;

/**
 * Replays every recorded compaction of the session with today's workflow code: the compiled build's prebuilt bundle, or
 * one built once per process when running from the sources.
 */
export async function replayCompactions(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
): Promise<ReplayOutcome[]> {
  const rows = await listCompactions(deps.db, ids);
  const histories = await Promise.all(
    rows.map(async (r) => ({
      workflowId: r.workflowId,
      history: await deps.client.workflow.getHandle(r.workflowId, r.runId).fetchHistory(),
    })),
  );
  if (histories.length === 0) return [];
  bundle ??= workflowBundle();
  const outcomes = await replayHistories(await bundle, histories);
  // A history of a retired branch is not a divergence: it replays with the release that still had the branch.
  return outcomes.map((o, i) => {
    const retired = o.ok ? undefined : retiredBranchOf(histories[i]!.history);
    return retired ? { workflowId: o.workflowId, runId: o.runId, ok: false, retired } : o;
  });
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

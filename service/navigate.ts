/**
 * Tree navigation as a host sees it (compaction spec §9.1), for the CLI and the HTTP API alike. Without a summary
 * it is the plain leaf move (a `leaf_moved` event); where the workers have hooks it runs through summarizeBranch
 * with `summarize: false`, so that the before-tree hooks may cancel it and the after-tree hooks see it (spec §11). With one, the summarizeBranch workflow runs on the workers and
 * this call waits for it: the new leaf is the summary entry, or the leaf stays where it was when a before-tree hook
 * cancelled, or when the summary failed (BranchSummaryFailed; nothing written).
 */
import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError } from '@temporalio/client';
import { moveLeaf } from '../store/session-store';
import { summarizeBranch } from '../workflows';
import { branchSummaryStartOptions, type SummarizeBranchInput } from '../workflows/branch-summary-types';
import { rootCause } from './compactions';
import type { ServiceDeps } from './deps';
import { BranchSummaryFailed, EntryNotFound, InvalidEntry, SessionNotFound, StreamConflict } from './errors';
import { rideOutUnavailable } from './ride-out';
import { getSession } from './sessions';

type Ids = { tenantId: string; sessionId: string };

export interface NavigateRequest {
  /** The new leaf; null makes the next append a new root (not with a summary). */
  entryId: string | null;
  expectedLeaf?: string | null;
  /** Summarize the abandoned branch into a `branch_summary` entry that becomes the leaf. */
  summarize?: boolean;
  /** Replace the branch-summary prompt; implies `summarize`. */
  instructions?: string;
}

export interface NavigateResult {
  moved: boolean;
  from: string | null;
  /** The active leaf afterwards. */
  to: string | null;
  lastSeq?: number;
  summaryEntryId?: string;
  /** A before-tree hook cancelled the navigation; the leaf did not move. */
  cancelled?: boolean;
}

/** Store failures a navigation passes through typed; any other failure of the summary is BranchSummaryFailed. */
const PASSED_THROUGH: Record<string, (message: string, ids: Ids, entryId: string) => Error> = {
  EntryNotFound: (_m, ids, entryId) => new EntryNotFound(ids.sessionId, entryId),
  SessionNotFound: (_m, ids) => new SessionNotFound(ids.sessionId),
  StreamConflict: (message, ids) => new StreamConflict(message, { sessionId: ids.sessionId }),
};

export async function navigate(deps: ServiceDeps, ids: Ids, request: NavigateRequest): Promise<NavigateResult> {
  const summarize = request.summarize === true || request.instructions !== undefined;
  const expected = request.expectedLeaf !== undefined ? { expectedLeaf: request.expectedLeaf } : {};
  if (!summarize && (!deps.treeHooks || request.entryId === null)) {
    const moved = await moveLeaf(deps.db, { ...ids, to: request.entryId, ...expected });
    return { moved: moved.moved, from: moved.from, to: moved.to, lastSeq: moved.lastSeq };
  }
  if (request.entryId === null) {
    throw new InvalidEntry('entryId: a branch summary needs a target entry (null resets the leaf)', 'entryId');
  }
  if (request.expectedLeaf !== undefined) await expectLeaf(deps, ids, request.expectedLeaf);
  // The summarizer is the worker's configured summary model (COMPACTOR_SUMMARY_MODEL).
  const input: SummarizeBranchInput = {
    ...ids,
    targetId: request.entryId,
    ...(request.instructions !== undefined ? { instructions: request.instructions } : {}),
    ...(summarize ? {} : { summarize: false }),
  };
  const result = await runWorkflow(deps, input).catch((error: unknown) => {
    throw navigationFailure(error, ids, request.entryId!);
  });
  return {
    moved: result.outcome === 'navigated',
    from: result.from,
    to: result.leafId,
    ...(result.lastSeq !== undefined ? { lastSeq: result.lastSeq } : {}),
    ...(result.summaryEntryId ? { summaryEntryId: result.summaryEntryId } : {}),
    ...(result.outcome === 'cancelled' ? { cancelled: true } : {}),
  };
}

/**
 * The caller's expected leaf, checked before the run starts; the workflow then commits only onto the leaf it
 * planned from, so a move in between is a StreamConflict either way.
 */
async function expectLeaf(deps: ServiceDeps, ids: Ids, expected: string | null): Promise<void> {
  const { leafId } = await getSession(deps.db, ids.tenantId, ids.sessionId);
  if (leafId !== expected) {
    throw new StreamConflict(`session ${ids.sessionId} leaf is ${leafId}, expected ${expected}`, {
      sessionId: ids.sessionId,
      expected,
      actual: leafId,
    });
  }
}

async function runWorkflow(deps: ServiceDeps, input: SummarizeBranchInput) {
  const handle = await deps.client.workflow.start(summarizeBranch, branchSummaryStartOptions(input, deps.taskQueue));
  return rideOutUnavailable(() => handle.result());
}

function navigationFailure(error: unknown, ids: Ids, entryId: string): unknown {
  if (error instanceof WorkflowExecutionAlreadyStartedError) {
    return new StreamConflict(`session ${ids.sessionId} is already navigating with a branch summary`, {
      sessionId: ids.sessionId,
    });
  }
  if (!(error instanceof WorkflowFailedError)) return error;
  const cause = rootCause(error);
  const type = (cause as { type?: string }).type ?? cause.name;
  const passed = PASSED_THROUGH[type];
  return passed ? passed(cause.message, ids, entryId) : new BranchSummaryFailed(type, cause.message);
}

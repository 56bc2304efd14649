/**
 * Activities around a branch summary's effects: the host's before-tree hooks (spec §11: cancel, or supply the
 * summary), and the commit of the navigation — `leaf_moved` + `branch_summary` in one transaction, idempotent per
 * workflow run (a retried commit returns the same entry), or a plain leaf move when there is nothing to summarize.
 */
import type { FileOpsDetails } from '../../core';
import { branchWithSummary, moveLeaf, readEntries } from '../../store/session-store';
import { readAbandonedIds } from './branch-summary-index';
import type { CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

export interface BeforeTreeInput {
  tenantId: string;
  sessionId: string;
  targetId: string;
  oldLeafId: string | null;
  commonAncestorId: string | null;
  /** The abandoned entries; absent (branch-summary-bounded-index patch on), they are read here from the span. */
  entryIds?: string[];
  instructions?: string;
  /** False for a plain navigation (navigation-plain-hooks patch): a summary a hook supplies is not asked for. */
  userWantsSummary?: boolean;
}

export type BeforeTreeDecision =
  | { kind: 'proceed' }
  | { kind: 'cancel' }
  | { kind: 'use'; summary: string; details?: FileOpsDetails | Record<string, unknown> };

export interface CommitNavigationInput {
  tenantId: string;
  sessionId: string;
  expectedLeaf: string | null;
  newLeafId: string | null;
  /** Absent: a plain leaf move (nothing was abandoned). */
  summary?: {
    entryId: string;
    text: string;
    details?: FileOpsDetails | Record<string, unknown>;
    fromExtension: boolean;
  };
}

export interface NavigationCommit {
  from: string | null;
  /** The new leaf: the summary entry, or the new leaf itself without one. */
  leafId: string | null;
  summaryEntryId?: string;
  lastSeq: number;
}

const navigationKey = (workflowId: string, runId: string): string => `branch-summary:${workflowId}:${runId}`;

export function createBranchCommitActivities(deps: CompactionDeps) {
  return {
    async runBeforeTreeHooks(input: BeforeTreeInput): Promise<BeforeTreeDecision> {
      if (deps.hooks.size === 0) return { kind: 'proceed' };
      const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
      const result = await deps.hooks.beforeTree({
        ...ids,
        targetId: input.targetId,
        oldLeafId: input.oldLeafId,
        commonAncestorId: input.commonAncestorId,
        entriesToSummarize: input.entryIds ?? (await readAbandonedIds(deps, input)),
        userWantsSummary: input.userWantsSummary ?? true,
        ...(input.instructions !== undefined ? { customInstructions: input.instructions } : {}),
        readEntries: (entryIds) => readEntries(deps.db, { ...ids, ids: entryIds }),
      });
      if (result?.cancel) return { kind: 'cancel' };
      if (!result?.summary) return { kind: 'proceed' };
      const { summary, details } = result.summary;
      return { kind: 'use', summary, ...(details !== undefined ? { details } : {}) };
    },

    async commitNavigation(input: CommitNavigationInput): Promise<NavigationCommit> {
      const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
      if (!input.summary) {
        const moved = await moveLeaf(deps.db, { ...ids, to: input.newLeafId, expectedLeaf: input.expectedLeaf });
        return { from: input.expectedLeaf, leafId: input.newLeafId, lastSeq: moved.lastSeq };
      }
      const { workflowId, runId } = workflowRun();
      const { entryId, text, details, fromExtension } = input.summary;
      const result = await branchWithSummary(deps.db, {
        ...ids,
        expectedLeaf: input.expectedLeaf,
        idempotencyKey: navigationKey(workflowId, runId),
        entry: {
          type: 'branch_summary',
          id: entryId,
          parentId: input.newLeafId,
          timestamp: new Date(deps.now()).toISOString(),
          // The abandoned leaf the summary stands for (upstream records the target instead, pi #3795), "root"
          // for a session that had no leaf, as upstream does.
          fromId: input.expectedLeaf ?? 'root',
          summary: text,
          ...(details !== undefined ? { details } : {}),
          ...(fromExtension ? { fromExtension: true } : {}),
        },
      });
      return {
        from: result.from,
        leafId: result.summaryEntryId,
        summaryEntryId: result.summaryEntryId,
        lastSeq: result.lastSeq,
      };
    },
  };
}

/**
 * Undo of a committed compaction as a host asks for it (docs/host-control.md): the store writes the
 * `compaction_reverted` event; an unknown run is CompactionNotFound (404), a refusal CompactionNotRevertable (409)
 * naming what stands in the way (a later compaction, a running one). The session's `context_tokens` projection is
 * then recomputed from the rebuilt context: it held the compaction's `tokensAfter`, which no longer describes the
 * context, and the idle sweep filters on it.
 */
import { revertCompaction as writeRevert } from '../store/compaction-writes/revert-compaction';
import { refreshContextTokens } from '../store/idle/context-tokens';
import { compactionWorkflowId } from '../workflows/compaction-types';
import type { ServiceDeps } from './deps';
import { runExists } from './run-ids';
import { CompactionNotFound, CompactionNotRevertable } from './errors';

export interface RevertedCompaction {
  id: string;
  compactionEntryId: string;
  /** The seqs of the pruning events reverted with the compaction (their tool results are whole again). */
  restoredSeqs: number[];
  /** The seq of the `compaction_reverted` event. */
  seq: number;
  revertedAt: string;
}

export async function revertCompaction(
  /** Without a Temporal client (the CLI's store-only revert), a run without an audit row is unknown. */
  deps: Pick<ServiceDeps, 'db'> & Partial<Pick<ServiceDeps, 'client'>>,
  ids: { tenantId: string; sessionId: string },
  runId: string,
  reason?: string,
): Promise<RevertedCompaction> {
  const result = await writeRevert(deps.db, { ...ids, runId, ...(reason !== undefined ? { reason } : {}) });
  if (result.outcome === 'not-found') {
    // A run started a moment ago has no audit row yet; it is running, and a running compaction is not reverted.
    const workflowId = compactionWorkflowId(ids.tenantId, ids.sessionId);
    if (deps.client && (await runExists({ client: deps.client }, workflowId, runId))) {
      throw new CompactionNotRevertable(runId, `compaction ${runId} is running; revert once it has finished`);
    }
    throw new CompactionNotFound(runId);
  }
  if (result.outcome === 'refused') throw new CompactionNotRevertable(runId, result.detail);
  // After the revert's own transaction, stored only if no append came since: a racing append stores its own estimate
  // of the rebuilt context, which is newer than this one.
  await refreshContextTokens(deps.db, ids);
  return {
    id: runId,
    compactionEntryId: result.compactionEntryId,
    restoredSeqs: result.restoredSeqs,
    seq: result.seq,
    revertedAt: result.revertedAt.toISOString(),
  };
}

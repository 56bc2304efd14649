/** Activity: pruning decisions of the plan become `content_pruned` store events, once per workflow run. */
import { pruneNotice, type PruneDecision } from '../../core';
import type { ContentPrunedEvent } from '../../core/session/entries';
import { appendStoreEvents } from '../../store/session-store';
import type { CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

export function createAppendPruningEvents(deps: CompactionDeps) {
  return async function appendPruningEvents(input: {
    tenantId: string;
    sessionId: string;
    decisions: PruneDecision[];
    /** v2: which chunk of the plan's decisions this is (each chunk is appended once). */
    part?: number;
    /** Progress-guard rescue (spec §3.9): which rescue of the run this is; its own idempotency key per stage. */
    rescue?: 'no-cut' | 'headroom';
  }): Promise<{ written: number }> {
    if (input.decisions.length === 0) return { written: 0 };
    const { workflowId, runId } = workflowRun();
    const prunedAt = deps.now();
    const events = input.decisions.map((d): ContentPrunedEvent => ({
      type: 'content_pruned',
      targetId: d.id,
      placeholder: pruneNotice(d),
      reason: d.reason,
      tokens: d.tokens,
      prunedAt,
    }));
    const result = await appendStoreEvents(deps.db, {
      tenantId: input.tenantId,
      sessionId: input.sessionId,
      events,
      idempotencyKey: input.rescue
        ? `rescue:${workflowId}:${runId}:${input.rescue}:${input.part ?? 0}`
        : `prune:${workflowId}:${runId}${input.part ? `:${input.part}` : ''}`,
    });
    return { written: result.replayed ? 0 : result.events.length };
  };
}

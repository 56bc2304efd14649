/**
 * speculateCompaction (compaction spec §3.7): the summary of a compaction prepared in the background while the
 * context is within the lead below the threshold, so that the threshold compaction commits it without waiting for
 * an LLM call. One run per tenant and session (workflow id `speculate:<tenant>:<session>`). It loads the index,
 * plans the cut the session's snapshot leaf would get, and summarizes it (through the session's remote endpoint when
 * the chain would ask that first); the summary activity parks the armed
 * result by reference, so this history carries ids and numbers only. It writes nothing to the session: no pruning
 * events, no entry. A worker with compaction hooks never speculates (the hooks must see the real compaction).
 * Cancellation (a manual compaction, a threshold compaction past the grace) and failures settle the run
 * `discarded` with the reason on its audit row.
 */
import { CancellationScope, workflowInfo } from '@temporalio/workflow';
import { planCompaction } from '../core/compaction/plan-compaction';
import { modelRef } from '../core/models/model-catalog';
import type { ArmedCut } from '../core/compaction/speculation';
import { settingsOver } from './decide-compaction';
import { patchApplies } from './patches';
import { loadPagedIndex } from './load-index';
import { planRanges, rangeOf } from './plan-ranges';
import { db, llmFailover, localDb } from './proxies';
import type { SpeculationInput, SpeculationResult } from './speculation-types';
import { asRunFailure, rootCause } from './workflow-failures';

export async function speculateCompaction(input: SpeculationInput): Promise<SpeculationResult> {
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  try {
    await localDb.recordSpeculationStart({ ...ids, tokensBefore: input.contextTokens });
    const result = await speculate(input, ids);
    if (result.outcome === 'discarded') await settle(ids, result.reason);
    return result;
  } catch (error) {
    await CancellationScope.nonCancellable(() => settle(ids, rootCause(error)).catch(() => undefined));
    throw asRunFailure(error);
  }
}

type Ids = { tenantId: string; sessionId: string };

async function speculate(input: SpeculationInput, ids: Ids): Promise<SpeculationResult> {
  if (await localDb.compactionHooksRegistered(ids)) return { outcome: 'discarded', reason: 'hooks' };
  const catalog = { model: input.model, contextWindow: input.settings?.contextWindow };
  const loaded = await loadPagedIndex(ids, catalog, localDb);
  const resolved = loaded.resolved;
  if (resolved?.kind !== 'model') return { outcome: 'discarded', reason: 'invalid-model' };
  const settings = settingsOver(resolved.defaults.settings, input.settings);
  const plan = planCompaction(loaded.index, { keepRecentTokens: settings.keepRecentTokens });
  if (plan.kind === 'skip' || !loaded.leafId) {
    return { outcome: 'discarded', reason: plan.kind === 'skip' ? plan.reason : 'empty-session' };
  }
  const cut: ArmedCut = {
    snapshotLeafId: loaded.leafId,
    firstKeptEntryId: plan.firstKeptEntryId,
    isSplitTurn: plan.isSplitTurn,
    turnStartEntryId: plan.turnStartEntryId,
    ...optional('summarize', rangeOf(plan.summarize)),
    ...optional('turnPrefix', rangeOf(plan.turnPrefix)),
    ...optional('previousCompactionId', plan.previousCompactionId),
  };
  const summary = await llmFailover.summarizeSpeculatively({
    summary: {
      ...ids,
      ...optional('remoteEndpoint', remoteEndpointFirst(input)),
      ...planRanges(plan),
      previousCompactionId: plan.previousCompactionId,
      fileOpsByReference: true,
      activeModel: modelRef(resolved.model),
      ...optional('thinkingLevel', loaded.explicitThinkingLevel),
      ...optional('reserveTokens', input.settings?.reserveTokens),
      ...optional('qualityGate', input.settings?.qualityGate === 'off' ? undefined : ('check' as const)),
    },
    cut,
    contextTokensAtStart: input.contextTokens,
  });
  return { outcome: 'armed', snapshotLeafId: loaded.leafId, summaryCalls: summary.calls };
}

/**
 * The session's remote endpoint when the chain would ask it first (set, and remote not turned off): the speculation
 * asks it too, so the armed summary is the one the threshold compaction would have made (patch
 * speculationRemoteEndpoint, asked only then: the service never speculated for such a session before it).
 */
function remoteEndpointFirst(input: SpeculationInput): string | undefined {
  const endpoint = input.settings?.remoteEnabled === false ? undefined : input.settings?.remoteEndpoint;
  return endpoint && patchApplies('speculationRemoteEndpoint') ? endpoint : undefined;
}

function settle(ids: Ids, reason: string | undefined) {
  const { runId } = workflowInfo();
  return db.settleSpeculation({ ...ids, runId, status: 'discarded', ...optional('reason', reason) });
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

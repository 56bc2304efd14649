/**
 * The claim of an armed speculative result (compaction spec §3.7, §3.9 step 3; patch `speculationClaim`): an
 * automatic compaction whose session has an armed result checks it against the branch it planned on (snapshot
 * leaf still on the active path, no later compaction or reset boundary, the method that made it still the chain's
 * first: the LLM summary or the session's remote endpoint) and, when it is valid, commits it as the entry's content
 * without a summarizer call; the plan becomes the armed cut with everything since the snapshot kept. An invalid
 * result is discarded with its reason and the run summarizes as usual. Either way the speculation's audit row is
 * settled (claimed or discarded). Manual compactions never claim (the service cancels speculation for them).
 */
import { armedPlan, type ArmedVerdict } from '../core/compaction/speculation';
import type { ChainResult } from './method-types';
import { patchApplies } from './patches';
import type { PlannedRun } from './plan-step';
import { localDb } from './proxies';

type Made = Extract<ChainResult, { kind: 'made' }>;
type ArmedMethod = 'context-full' | 'remote';

/**
 * The method the armed result is committed as, or undefined when the chain would now start with another one (the
 * remote endpoint was set or cleared since it armed). Before patch speculationRemoteEndpoint every armed result
 * was the LLM's and was claimed as such; the patch is asked only where the two differ.
 */
function armedMethod(run: PlannedRun, armed: ArmedMethod | undefined): ArmedMethod | undefined {
  const settings = run.input.settings;
  const remoteFirst = Boolean(settings?.remoteEndpoint) && settings?.remoteEnabled !== false;
  const made = armed ?? 'context-full';
  if ((made === 'remote') === remoteFirst) return made;
  return patchApplies('speculationRemoteEndpoint') ? undefined : 'context-full';
}

/** The attempt a claimed compaction records: its content came from the speculation run. */
export const SPECULATION_ATTEMPT = 'speculation';

export async function claimStep(run: PlannedRun): Promise<{ run: PlannedRun; chain: Made } | undefined> {
  const { input, ids } = run;
  if (input.trigger === 'manual' || input.settings?.asyncEnabled === false) return undefined;
  if (!patchApplies('speculationClaim')) return undefined;
  const parked = await localDb.readArmedSpeculation(ids);
  if (!parked) return undefined;
  const settle = (status: 'claimed' | 'discarded', reason?: string) =>
    localDb.settleSpeculation({ ...ids, runId: parked.runId, status, ...(reason ? { reason } : {}) });
  const strategy = input.strategy ?? run.settings.strategy;
  const method = armedMethod(run, parked.armed.method);
  const verdict: ArmedVerdict =
    strategy === 'context-full' && method !== undefined
      ? armedPlan(run.index, run.plan, parked.armed)
      : { kind: 'invalid', reason: 'method' };
  if (verdict.kind === 'invalid') {
    await settle('discarded', verdict.reason);
    return undefined;
  }
  await settle('claimed');
  const { armed } = parked;
  run.progress.summaryCalls = 0;
  const fields = {
    summary: armed.summary,
    method,
    firstKeptEntryId: armed.firstKeptEntryId,
    tokensBefore: run.tokensBefore,
    ...(armed.shortSummary ? { shortSummary: armed.shortSummary } : {}),
  };
  const made = { fields, model: armed.model, promptHash: armed.promptHash };
  const attempts = [{ method: SPECULATION_ATTEMPT, outcome: 'used' as const }];
  return { run: { ...run, plan: verdict.plan }, chain: { kind: 'made', made, attempts, runHooks: false } };
}

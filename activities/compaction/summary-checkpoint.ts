/**
 * Heartbeats of the summarize activity, and its checkpoint. A timer heartbeats while a provider call is in flight
 * (a call can take minutes and says nothing meanwhile), so a lost worker is noticed after the heartbeat timeout,
 * not after the call. The result of every finished provider call is saved in the store under the activity's key;
 * the next attempt of the same activity finds it there and does not pay for it again, also when the heartbeats of
 * the lost attempt never reached Temporal (a server outage longer than the heartbeat timeout). Heartbeat details
 * carry step names and small numbers only: on a timeout they are written into the workflow history.
 */
import type { Context } from '@temporalio/activity';
import type { SummaryProgress, SummaryResult } from '../llm';

/** Finished parts of one summarization, by step. */
export interface SummaryCheckpoint {
  history?: SummaryResult;
  prefix?: SummaryResult;
  short?: SummaryResult;
  /** The quality gate's one retry of the history summary (enforce). */
  retry?: SummaryResult;
}

type Step = 'history' | 'prefix' | 'short' | 'retry';
const STEPS: readonly Step[] = ['history', 'prefix', 'short', 'retry'];

/** Where finished results outlive the attempt (store/compaction-writes/summary-checkpoints.ts). */
export interface CheckpointStore {
  load(): Promise<Record<string, unknown>>;
  save(step: Step, result: SummaryResult): Promise<void>;
}

/** How often a running summarization heartbeats; well under the summarizer proxy's heartbeat timeout. */
export const SUMMARY_HEARTBEAT_MS = 2_000;

export interface Checkpointer {
  /** The step's result from an earlier attempt, else runs `call` and checkpoints its result. */
  once(step: Step, call: () => Promise<SummaryResult>): Promise<SummaryResult>;
  progress(progress: SummaryProgress): void;
  /** How many steps were taken from the checkpoint instead of being called. */
  readonly reused: number;
  stop(): void;
}

export async function startCheckpointing(
  context: Context,
  store?: CheckpointStore,
  intervalMs = SUMMARY_HEARTBEAT_MS,
): Promise<Checkpointer> {
  // Details of attempts that ran before the store held checkpoints carried the results themselves.
  const state: SummaryCheckpoint = { ...restored(context.info.heartbeatDetails), ...restored(await store?.load()) };
  let progress: SummaryProgress | undefined;
  const beat = () => context.heartbeat({ finished: STEPS.filter((s) => state[s]), ...(progress ? { progress } : {}) });
  beat();
  const timer = setInterval(beat, intervalMs);
  let reused = 0;
  return {
    async once(step, call) {
      const earlier = state[step];
      if (earlier) {
        reused++;
        return earlier;
      }
      const result = await call();
      state[step] = result;
      // A checkpoint only saves a retry money: a store that refuses it must not fail a call that was paid for.
      await store?.save(step, result).catch(() => undefined);
      beat();
      return result;
    },
    progress(next) {
      progress = next;
      beat();
    },
    get reused() {
      return reused;
    },
    stop: () => clearInterval(timer),
  };
}

/** Checkpointed results by step; anything else (no record, values of another shape) is none. */
function restored(details: unknown): SummaryCheckpoint {
  if (!details || typeof details !== 'object') return {};
  const record = details as Record<string, unknown>;
  const out: SummaryCheckpoint = {};
  for (const step of STEPS) {
    const value = record[step];
    if (isResult(value)) out[step] = value;
  }
  return out;
}

function isResult(value: unknown): value is SummaryResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.text === 'string' && typeof v.model === 'string' && typeof v.calls === 'number';
}

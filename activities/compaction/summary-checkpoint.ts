/**
 * Heartbeats of the summarize activity, and its checkpoint. A timer heartbeats while a provider call is in flight
 * (a call can take minutes and says nothing meanwhile), so a lost worker is noticed after the heartbeat timeout,
 * not after the call. Every heartbeat carries the results of the provider calls that already finished; the next
 * attempt of the same activity finds them in its heartbeat details and does not pay for them again.
 */
import type { Context } from '@temporalio/activity';
import type { SummaryProgress, SummaryResult } from '../llm';

/** Finished parts of one summarization, by step. */
export interface SummaryCheckpoint {
  history?: SummaryResult;
  prefix?: SummaryResult;
  short?: SummaryResult;
  progress?: SummaryProgress;
}

type Step = 'history' | 'prefix' | 'short';

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

export function startCheckpointing(context: Context, intervalMs = SUMMARY_HEARTBEAT_MS): Checkpointer {
  const state: SummaryCheckpoint = { ...restored(context.info.heartbeatDetails) };
  const beat = () => context.heartbeat(state);
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
      beat();
      return result;
    },
    progress(progress) {
      state.progress = progress;
      beat();
    },
    get reused() {
      return reused;
    },
    stop: () => clearInterval(timer),
  };
}

/** The checkpoint of the previous attempt; anything else (no details, details of another shape) is none. */
function restored(details: unknown): SummaryCheckpoint {
  if (!details || typeof details !== 'object') return {};
  const record = details as Record<string, unknown>;
  const out: SummaryCheckpoint = {};
  for (const step of ['history', 'prefix', 'short'] as const) {
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

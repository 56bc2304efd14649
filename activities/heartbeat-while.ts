/**
 * Heartbeats (without details) while a long call runs, so a cancellation reaches the activity and a lost worker is
 * noticed long before the call's own timeout. Activities that checkpoint or report progress have their own beats
 * (summary-checkpoint.ts, render-heartbeat.ts); this is for the ones with nothing to report.
 */
import type { Context } from '@temporalio/activity';

export async function heartbeatWhile<T>(context: Context, intervalMs: number, run: () => Promise<T>): Promise<T> {
  context.heartbeat();
  const timer = setInterval(() => context.heartbeat(), intervalMs);
  try {
    return await run();
  } finally {
    clearInterval(timer);
  }
}

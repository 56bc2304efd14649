/** Activity proxies with their timeouts and retry policies: the one place retries are declared. */
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';

/** Store reads and writes: short, retried with backoff; typed failures (StreamConflict, …) are non-retryable. */
export const db = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '200 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '10 seconds',
    maximumAttempts: 10,
  },
});

/**
 * From the `openingReadsLocal` patch on (./patches/), the opening store calls of compactSession (the `running` audit upsert,
 * the idle re-check, the first index page) and the question whether the worker has hooks run as local activities:
 * in the workflow task that started the run, with no round trip through the task queue. They fit because each is
 * short and safe to repeat (an upsert keyed by the run, reads), so the at-least-once execution of a local activity
 * changes nothing. Their results are recorded as markers, so replay does not run them again. From the `localCommit`
 * patch on, the compaction commit runs here too: a short transaction keyed by workflow id + run id, so a repeated
 * execution returns the entry the first one wrote. Every other write that must happen once stays a regular
 * activity. Same retry policy as `db`: typed failures stay final.
 */
export const localDb = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '200 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '10 seconds',
    maximumAttempts: 10,
  },
});

/** The proxy the opening store calls go through: `localDb` under `openingReadsLocal`, else `db`. */
export type StoreCalls = typeof db;

/**
 * Summarizer calls: long-running and heartbeating (one heartbeat per fold window), retried on rate limits and
 * unavailability (a rate limit's retry-after becomes the failure's nextRetryDelay); auth, overflow and rejected
 * requests are non-retryable failures and reach the workflow at once.
 */
export const llm = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '4 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '60 seconds', maximumAttempts: 6 },
});

/**
 * A method of the chain that has a fallback (the remote endpoint): few attempts, so that an endpoint that keeps
 * failing passes to the next method soon instead of after the summarizer's long retry budget.
 */
export const fallible = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '4 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 2 },
});

/** Snapcompact rendering: CPU-bound and local; retried on infrastructure errors only (it calls no provider). */
export const render = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

/**
 * Host hooks (v2 path): every handler may take up to 30 s (activities/hooks/run-hooks.ts) and they run one after
 * another, so one activity gets room for many slow handlers; a retry re-runs every handler, so attempts are few.
 */
export const hooks = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 3 },
});

/**
 * Summarizer calls from the `summaryHeartbeat` patch on: the activity heartbeats every 2 s also while a provider
 * call is in flight (activities/compaction/summary-checkpoint.ts), so a worker that died is noticed after 20 s
 * instead of 4 minutes; the retry reuses the provider results the lost attempt had checkpointed.
 */
export const llmFailover = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '60 seconds', maximumAttempts: 6 },
});

/**
 * Snapcompact rendering from the `renderHeartbeat` patch on: the activity heartbeats every 2 s and after every frame
 * (activities/compaction/render-heartbeat.ts), so a worker killed mid-render is noticed after 20 s instead of after
 * the 5-minute start-to-close timeout. Frames are stored by address, so a retried render rewrites nothing new.
 */
export const renderFailover = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

/**
 * The Temporal Schedule that runs `sweepIdleSessions`: one for all tenants (`compactor-idle-sweep`) or one per
 * swept tenant (`compactor-idle-sweep:<tenant>`). Policies, deliberately:
 * - overlap SKIP: a sweep still paging when the next one is due means the next would only re-read the same
 *   sessions; it is skipped, and the running sweep reaches everything anyway.
 * - catch-up window one minute: after the cluster or the workers were down, one late sweep covers every missed one
 *   (a sweep reads the current state, not the missed instant), so older missed actions are dropped.
 */
import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { sweepIdleSessions } from '../workflows';
import { ScheduleExists, ScheduleNotFound } from './errors';

export const IDLE_SCHEDULE_ID = 'compactor-idle-sweep';
export const DEFAULT_SWEEP_EVERY = '1m';
export const SWEEP_CATCHUP_WINDOW = '1 minute';

export interface ScheduleDeps {
  client: Client;
  taskQueue: string;
}

export interface IdleScheduleView {
  scheduleId: string;
  tenantId: string | null;
  everyMs: number;
  paused: boolean;
  note: string | null;
  overlap: string;
  catchupWindowMs: number;
  nextRuns: string[];
  recentRuns: { scheduledAt: string; takenAt: string; workflowId: string }[];
  running: string[];
  actionsTaken: number;
  skippedOverlap: number;
}

export const idleScheduleId = (tenantId?: string) =>
  tenantId === undefined ? IDLE_SCHEDULE_ID : `${IDLE_SCHEDULE_ID}:${tenantId}`;

export async function createIdleSchedule(
  deps: ScheduleDeps,
  options: { every?: string; tenantId?: string } = {},
): Promise<IdleScheduleView> {
  const scheduleId = idleScheduleId(options.tenantId);
  try {
    await deps.client.schedule.create({
      scheduleId,
      spec: { intervals: [{ every: options.every ?? DEFAULT_SWEEP_EVERY }] },
      action: {
        type: 'startWorkflow',
        workflowType: sweepIdleSessions,
        workflowId: `idle-sweep:${options.tenantId ?? '*'}`,
        taskQueue: deps.taskQueue,
        args: [options.tenantId === undefined ? {} : { tenantId: options.tenantId }],
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: SWEEP_CATCHUP_WINDOW },
    });
  } catch (error) {
    if (error instanceof ScheduleAlreadyRunning) throw new ScheduleExists(scheduleId);
    throw error;
  }
  return describeIdleSchedule(deps, options.tenantId);
}

export async function describeIdleSchedule(deps: ScheduleDeps, tenantId?: string): Promise<IdleScheduleView> {
  const scheduleId = idleScheduleId(tenantId);
  const d = await found(scheduleId, () => deps.client.schedule.getHandle(scheduleId).describe());
  return {
    scheduleId,
    tenantId: tenantId ?? null,
    everyMs: d.spec.intervals?.[0]?.every ?? 0,
    paused: d.state.paused,
    note: d.state.note ?? null,
    overlap: d.policies.overlap ?? 'SKIP',
    catchupWindowMs: d.policies.catchupWindow,
    nextRuns: d.info.nextActionTimes.map((t) => t.toISOString()),
    recentRuns: d.info.recentActions.map((a) => ({
      scheduledAt: a.scheduledAt.toISOString(),
      takenAt: a.takenAt.toISOString(),
      workflowId: a.action.workflow.workflowId,
    })),
    running: d.info.runningActions.map((a) => a.workflow.workflowId),
    actionsTaken: d.info.numActionsTaken,
    skippedOverlap: d.info.numActionsSkippedOverlap,
  };
}

export type ScheduleCommand = 'pause' | 'unpause' | 'trigger' | 'delete';

/** Pauses, resumes, fires now (subject to the overlap policy) or deletes the schedule. */
export async function controlIdleSchedule(
  deps: ScheduleDeps,
  command: ScheduleCommand,
  tenantId?: string,
): Promise<string> {
  const scheduleId = idleScheduleId(tenantId);
  const handle = deps.client.schedule.getHandle(scheduleId);
  const note = `${command} by compactor`;
  const actions: Record<ScheduleCommand, () => Promise<void>> = {
    pause: () => handle.pause(note),
    unpause: () => handle.unpause(note),
    trigger: () => handle.trigger(),
    delete: () => handle.delete(),
  };
  await found(scheduleId, actions[command]);
  return scheduleId;
}

async function found<T>(scheduleId: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ScheduleNotFoundError) throw new ScheduleNotFound(scheduleId);
    throw error;
  }
}

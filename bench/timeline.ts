/**
 * Where the milliseconds of one workflow run go: the run's history read as a timeline, from the client's start call
 * to the moment the client had the result. Each step is the gap between two consecutive points (the client's own
 * clock and the server's event times: same machine, same clock), named by the point that ends it, so that runs of
 * one path line up step by step and their medians can be compared: `wft2 completed` is the second workflow task's
 * processing, `activity summarizeCompaction completed` the summary's run. Local activities run inside a workflow
 * task; their own start and end split that task's step.
 */
import { temporal } from '@temporalio/proto';
import { stats, type BenchStats } from './harness';

type History = temporal.api.history.v1.IHistory;
type Event = temporal.api.history.v1.IHistoryEvent;

export interface Timeline {
  /** Step name → milliseconds, in the order of the run. */
  steps: [string, number][];
}

const millis = (e: Event): number => {
  const t = e.eventTime;
  return t ? Number(t.seconds ?? 0) * 1000 + (t.nanos ?? 0) / 1e6 : NaN;
};

/** Short names: `wft2 started`, `activity summarizeCompaction completed`. */
function names(events: Event[]): string[] {
  const activities = new Map<string, string>();
  let task = 0;
  return events.map((e) => {
    const type = typeof e.eventType === 'number' ? temporal.api.enums.v1.EventType[e.eventType] : e.eventType;
    const kind = String(type ?? '')
      .replace(/^EVENT_TYPE_/, '')
      .toLowerCase();
    if (kind === 'workflow_task_scheduled') task += 1;
    if (kind.startsWith('workflow_task_')) return `wft${task} ${kind.slice('workflow_task_'.length)}`;
    const scheduled = e.activityTaskScheduledEventAttributes;
    if (scheduled) activities.set(String(e.eventId), scheduled.activityType?.name ?? '?');
    const of =
      e.activityTaskStartedEventAttributes?.scheduledEventId ??
      e.activityTaskCompletedEventAttributes?.scheduledEventId ??
      e.activityTaskFailedEventAttributes?.scheduledEventId;
    const activity = scheduled ? scheduled.activityType?.name : of ? activities.get(String(of)) : undefined;
    if (activity) return `activity ${activity} ${kind.replace(/^activity_task_/, '')}`;
    return kind;
  });
}

/** A local activity's run, timed where it ran (its history marker does not say when it ended). */
export interface LocalRun {
  name: string;
  /** Epoch milliseconds, the clock of the server's event times (same machine). */
  start: number;
  end: number;
}

/**
 * The run's steps. Markers share their task's completion time and are left out; a local activity runs inside a
 * workflow task, so its start and end, timed by the worker (`localRuns`), become points of that task: `local
 * activity X started` is the time since the previous point, `… ended` its own run. (The marker's `complete_time`
 * is no use here: on this SDK it lies within a few milliseconds of the activity's start, not its end.)
 */
export function timelineOf(
  history: History,
  clientStart: number,
  clientEnd: number,
  localRuns: readonly LocalRun[] = [],
): Timeline {
  const events = (history.events ?? []).filter((e) => !e.markerRecordedEventAttributes);
  const labels = names(events);
  const points = events.map((e, i) => ({ at: millis(e), label: labels[i]! }));
  for (const run of localRuns) {
    points.push({ at: run.start, label: `local activity ${run.name} started` });
    points.push({ at: run.end, label: `local activity ${run.name} ended` });
  }
  // Stable: events keep their history order; each local activity's points slot in where their times fall.
  points.sort((a, b) => a.at - b.at);
  const steps: [string, number][] = [];
  let previous = clientStart;
  points.forEach(({ at, label }, i) => {
    steps.push([i === 0 ? 'client start → workflow started' : label, at - previous]);
    previous = at;
  });
  steps.push(['workflow completed → client has the result', clientEnd - previous]);
  return { steps };
}

/** Steps whose p95 is below this are bookkeeping (markers, search attributes, an event's own write): one row. */
const SMALL_MS = 0.5;

/**
 * Per step, the statistics over runs that took the same path (the first run's steps name the rows); steps that
 * are always tiny are summed into one row at the end, so the table shows where time goes.
 */
export function timelineStats(runs: Timeline[]): BenchStats[] {
  const first = runs[0]?.steps ?? [];
  const path = (r: Timeline) => r.steps.map(([step]) => step).join();
  const same = runs.filter((r) => path(r) === path(runs[0]!));
  const rows = first.map(([step], i) => ({
    i,
    row: stats(
      step,
      same.map((r) => r.steps[i]![1]),
    ),
  }));
  const small = rows.filter(({ row }) => row.p95Ms < SMALL_MS).map(({ i }) => i);
  const summed = same.map((r) => small.reduce((sum, i) => sum + r.steps[i]![1], 0));
  const total = same.map((r) => r.steps.reduce((sum, [, ms]) => sum + ms, 0));
  return [
    ...rows.filter(({ row }) => row.p95Ms >= SMALL_MS).map(({ row }) => row),
    stats(`${small.length} steps under ${SMALL_MS} ms each, summed`, summed),
    stats('total (client start to result)', total),
  ];
}

/**
 * local-compaction-commit: the commit runs as a local activity in the workflow task that made the entry, so a
 * compaction on a worker without hooks takes two workflow tasks and schedules one activity (the summary). The commit
 * stays exactly-once: an execution repeated after the first one wrote the entry (the worker lost its report, the
 * task ran again) returns that entry and writes nothing more.
 */
import { defaultPayloadConverter } from '@temporalio/common';
import { temporal } from '@temporalio/proto';
import { summarizerSettings, testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { eventsOf } from '../../../helpers/store-queries';
import { createTestWorker } from '../../../helpers/temporal';

const world = useCompactionWorld();
const T = 'tenant-local-commit';

type History = temporal.api.history.v1.IHistory;
type Activities = ReturnType<typeof testActivities>;

const scheduled = (history: History) =>
  (history.events ?? []).flatMap((e) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? []);

const workflowTasks = (history: History) =>
  (history.events ?? []).filter(
    (e) => e.eventType === temporal.api.enums.v1.EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED,
  ).length;

/** The local activities a history recorded (SDK markers), by type. */
const localActivities = (history: History) =>
  (history.events ?? []).flatMap((e) => {
    const data = e.markerRecordedEventAttributes?.details?.data?.payloads?.[0];
    const marker = data ? defaultPayloadConverter.fromPayload<{ activity_type?: string }>(data) : undefined;
    return marker?.activity_type ? [marker.activity_type] : [];
  });

async function compact(
  sessionId: string,
  commit?: (real: Activities['commitCompaction']) => Activities['commitCompaction'],
) {
  const ids = { tenantId: T, sessionId };
  await seedSession(world.store.db, ids, codingSession({ turns: 30 }));
  const activities = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
  if (commit) activities.commitCompaction = commit(activities.commitCompaction);
  const { worker, taskQueue } = await createTestWorker(world.env, activities);
  return worker.runUntil(async () => {
    const handle = await startCompaction(world, taskQueue, { ...ids, trigger: 'manual' });
    const result = await handle.result();
    return {
      result,
      history: await handle.fetchHistory(),
      compactions: await eventsOf(world.store.db, ids, 'compaction'),
    };
  });
}

describe('compactSession under local-compaction-commit', () => {
  it('commits in the workflow task that made the entry: two workflow tasks, the summary the only scheduled activity', async () => {
    const { result, history, compactions } = await compact('two-tasks');
    expect(result.outcome).toBe('compacted');
    expect(scheduled(history)).toEqual(['summarizeCompaction']);
    // The opening read is one local activity too (opening-read-once).
    expect(localActivities(history)).toEqual(['openCompactionRun', 'commitCompaction']);
    expect(workflowTasks(history)).toBe(2);
    expect(compactions.map((c) => c.entryId)).toEqual([result.outcome === 'compacted' && result.compactionEntryId]);
  });

  it('writes one entry when the commit runs again after its first execution wrote it', async () => {
    const calls: { replayed?: boolean; kind: string }[] = [];
    const { result, compactions } = await compact('commit-repeated', (real) => async (input) => {
      const outcome = await real(input);
      calls.push({ kind: outcome.kind, ...(outcome.kind === 'committed' ? { replayed: outcome.replayed } : {}) });
      // The first execution's report is lost: the local activity is retried with the same workflow and run id.
      if (calls.length === 1) throw new Error('the worker lost the commit report');
      return outcome;
    });
    expect(calls).toEqual([
      { kind: 'committed', replayed: false },
      { kind: 'committed', replayed: true },
    ]);
    expect(result).toMatchObject({ outcome: 'compacted' });
    expect(compactions).toHaveLength(1);
    expect(compactions[0]!.entryId).toBe(result.outcome === 'compacted' ? result.compactionEntryId : undefined);
  });
});

/**
 * perf4-local-store-reads: the opening store calls run as local activities, and a worker without hooks skips the
 * three hook activities. Whether hooks are registered is answered by a local activity, so the answer is in the
 * history (a marker) and a replaying worker follows it whatever its own configuration. A worker with hooks still
 * runs every hook.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultPayloadConverter } from '@temporalio/common';
import type { temporal } from '@temporalio/proto';
import type { CompactionHooks } from '../../../../activities/hooks/compaction-hooks';
import { loadHooksModule } from '../../../../worker/hooks-module';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { eventsOf } from '../../../helpers/store-queries';

const world = useCompactionWorld();
const T = 'tenant-hook-skip';
const HOOK_ACTIVITIES = ['runBeforeCompactHooks', 'runCompactingHooks', 'runAfterCompactHooks'];

type History = temporal.api.history.v1.IHistory;

const scheduled = (history: History) =>
  (history.events ?? []).flatMap((e) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? []);

/** The local activities a history recorded (SDK markers), with their results. */
function localActivities(history: History): { type: string; result: unknown }[] {
  return (history.events ?? []).flatMap((e) => {
    const details = e.markerRecordedEventAttributes?.details;
    const data = details?.data?.payloads?.[0];
    if (!data) return [];
    const marker = defaultPayloadConverter.fromPayload<{ activity_type?: string }>(data);
    const result = details.result?.payloads?.[0];
    if (!marker.activity_type) return [];
    return [{ type: marker.activity_type, result: result ? defaultPayloadConverter.fromPayload(result) : undefined }];
  });
}

async function compact(sessionId: string, hooks: CompactionHooks[]) {
  await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
  const { worker, taskQueue } = await compactionWorker(world, { hooks });
  return worker.runUntil(async () => {
    const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
    const result = await handle.result();
    return { result, history: await handle.fetchHistory() };
  });
}

describe('compactSession under perf4-local-store-reads', () => {
  it('skips the hook activities on a worker without a hooks module, and the history records why', async () => {
    const { result, history } = await compact('no-hooks', loadHooksModule(undefined));
    expect(result.outcome).toBe('compacted');
    // The commit is a local activity too (local-compaction-commit, test ../durability/local-commit.int.test.ts).
    expect(scheduled(history)).toEqual(['summarizeCompaction']);
    // The opening read answers the hooks question with the index (opening-read-once).
    expect(localActivities(history)).toEqual([
      {
        type: 'openCompactionRun',
        result: expect.objectContaining({
          hooksRegistered: false,
          loaded: expect.objectContaining({ leafId: expect.any(String) }),
        }),
      },
      { type: 'commitCompaction', result: expect.objectContaining({ kind: 'committed' }) },
    ]);
    expect(await eventsOf(world.store.db, { tenantId: T, sessionId: 'no-hooks' }, 'compaction')).toHaveLength(1);
  });

  it('runs every hook on a worker with a hooks module, and the history records that it has them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-hook-skip-'));
    const seen = path.join(dir, 'seen.txt');
    const file = path.join(dir, 'hooks.js');
    writeFileSync(seen, '');
    const note = (what: string) =>
      `async () => void require('node:fs').appendFileSync(${JSON.stringify(seen)}, '${what} ')`;
    writeFileSync(
      file,
      `exports.hooks = [{ name: 'witness', beforeCompact: ${note('before')}, compacting: ${note('compacting')}, afterCompact: ${note('after')} }];`,
    );
    const { result, history } = await compact('with-hooks', loadHooksModule(file));
    expect(result.outcome).toBe('compacted');
    expect(readFileSync(seen, 'utf8').trim().split(' ')).toEqual(['before', 'compacting', 'after']);
    expect(scheduled(history)).toEqual(expect.arrayContaining(HOOK_ACTIVITIES));
    expect(localActivities(history)).toContainEqual({
      type: 'openCompactionRun',
      result: expect.objectContaining({ hooksRegistered: true }),
    });
  });
});

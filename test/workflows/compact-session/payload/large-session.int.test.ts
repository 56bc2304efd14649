/**
 * A 100k-entry session that was never compacted compacts end to end, and no payload in its workflow history nears
 * Temporal's limits (DESIGN §3 "Payload discipline"): the index travels in pages, pruning decisions in chunks, and
 * file-operation lists are derived by the commit, and content never enters the history.
 */
import { appendEntries, createSession } from '../../../../store/session-store';
import { eventsOf } from '../../../helpers/store-queries';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession } from '../../../helpers/session-builder';

const world = useCompactionWorld();
const T = 'tenant-large';
const LIMIT = 256 * 1024;

/** The byte size of every payload anywhere in the history events. */
function payloadSizes(value: unknown, sizes: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) payloadSizes(item, sizes);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'payloads' && Array.isArray(inner)) {
        for (const p of inner as { data?: Uint8Array | null }[]) sizes.push(p.data?.length ?? 0);
      } else payloadSizes(inner, sizes);
    }
  }
  return sizes;
}

describe('a 100k-entry session', () => {
  it('compacts end to end with every payload of its history under 256 KB', async () => {
    const ids = { tenantId: T, sessionId: 'hundred-k' };
    const entries = codingSession({ turns: 25_000, toolOutputChars: 40 });
    expect(entries).toHaveLength(100_000);
    await createSession(world.store.db, ids);
    for (let at = 0; at < entries.length; at += 10_000) {
      await appendEntries(world.store.db, { ...ids, entries: entries.slice(at, at + 10_000) });
    }
    const { worker, taskQueue } = await compactionWorker(world);
    const { result, history } = await worker.runUntil(async () => {
      const handle = await startCompaction(world, taskQueue, { ...ids, trigger: 'manual' });
      return { result: await handle.result(), history: await handle.fetchHistory() };
    });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(await eventsOf(world.store.db, ids, 'compaction')).toHaveLength(1);
    // Each event's largest payload, labelled, so that a failure names the culprit.
    const largest = history.events!.map((e) => ({
      event: `${e.eventId} ${e.eventType}`,
      bytes: Math.max(0, ...payloadSizes(e)),
    }));
    const pages = history.events!.filter(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'loadCompactionIndexPage',
    );
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(largest.filter((e) => e.bytes >= LIMIT)).toEqual([]);
    expect(Math.max(...largest.map((e) => e.bytes))).toBeGreaterThan(0);
  }, 600_000);
});

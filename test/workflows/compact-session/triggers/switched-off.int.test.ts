import { auditOf, eventsOf, leafOf } from '../../../helpers/store-queries';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../../helpers/session-builder';
import type { CompactSessionInput, CompactionRequestSettings } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-off';

const ids = (sessionId: string) => ({ tenantId: T, sessionId });

async function run(input: Omit<CompactSessionInput, 'tenantId'>) {
  const { worker, taskQueue } = await compactionWorker(world);
  return worker.runUntil(startCompaction(world, taskQueue, { tenantId: T, ...input }).then((h) => h.result()));
}

/** Every trigger with a session that would compact (or promote) if compaction were on. */
const TRIGGERS = [
  ['manual', {}],
  ['threshold', { contextPromotion: true }],
  ['overflow', {}],
  ['incomplete', {}],
  ['idle', { idleThresholdTokens: 10_000 }],
] as const;

const SWITCHES: [string, CompactionRequestSettings][] = [
  ['enabled: false', { enabled: false }],
  ['strategy off', { strategy: 'off' }],
];

describe('compaction switched off is honoured by every trigger', () => {
  describe.each(SWITCHES)('%s', (label, off) => {
    it.each(TRIGGERS)('a %s trigger skips as disabled without calling a summarizer', async (trigger, extra) => {
      const sessionId = `off-${label.split(/\W/)[0]}-${trigger}`;
      const entries = codingSession({ turns: 30, lastUsageTokens: 190_000, model: 'anthropic/claude-sonnet-4-5' });
      const recovering = trigger === 'overflow' || trigger === 'incomplete';
      const failed = recovering ? [failedTurn(entries.at(-1)!.id, trigger === 'overflow' ? 'error' : 'length')] : [];
      await seedSession(world.store.db, ids(sessionId), [...entries, ...failed]);
      const requestsBefore = world.fake.requests.length;

      const result = await run({ sessionId, trigger, settings: { ...off, ...extra } });

      expect(result).toMatchObject({ outcome: 'skipped', reason: 'disabled', willRetry: false });
      expect(world.fake.requests.length).toBe(requestsBefore);
      expect(await eventsOf(world.store.db, ids(sessionId), 'compaction')).toHaveLength(0);
      expect(await eventsOf(world.store.db, ids(sessionId), 'model_change')).toHaveLength(0);
      expect(await leafOf(world.store.db, ids(sessionId))).toBe([...entries, ...failed].at(-1)!.id);
      expect(await auditOf(world.store.db, ids(sessionId))).toMatchObject([
        { trigger, status: 'skipped', error: 'disabled' },
      ]);
    });
  });

  it('a manual request with strategy off skips as disabled even when the settings are on', async () => {
    await seedSession(world.store.db, ids('off-request'), codingSession({ turns: 30 }));
    const result = await run({ sessionId: 'off-request', trigger: 'manual', strategy: 'off' });
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'disabled' });
  });
});

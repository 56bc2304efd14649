/**
 * Handoff's before-switch hook on the real dev server (compaction spec §8, v17 `session_before_switch {reason:
 * "handoff"}` whose cancel aborts; patch handoff-before-switch): the host sees the switch before the new session
 * exists, and a cancel leaves everything as it was.
 */
import { withTenant } from '../../store/with-tenant';
import { sessions } from '../../schema';
import { eq } from 'drizzle-orm';
import type { CompactionHooks, SwitchPreparation } from '../../activities/hooks/compaction-hooks';
import { compactionWorker, startCompaction, useCompactionWorld } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';
import { auditOf, eventsOf, sessionRow } from '../helpers/store-queries';

const world = useCompactionWorld();
const T = 'tenant-switch';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });

async function handoff(sessionId: string, hooks: CompactionHooks[]) {
  const { worker, taskQueue } = await compactionWorker(world, { hooks });
  const input = { tenantId: T, sessionId, trigger: 'manual' as const, strategy: 'handoff' as const };
  return worker.runUntil(startCompaction(world, taskQueue, input).then((h) => h.result()));
}

const childrenOf = (parentId: string) =>
  withTenant(world.store.db, T, (tx) => tx.select().from(sessions).where(eq(sessions.parentSessionId, parentId)));

describe('handoff before-switch hook', () => {
  beforeAll(() => world.fake.respondWith(() => ({ text: '## Goal\nFinish the parser.' })));
  afterAll(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('fires session_before_switch with reason handoff and the id of the session about to be created', async () => {
    await seedSession(world.store.db, ids('sw-seen'), codingSession({ turns: 30 }));
    const seen: SwitchPreparation[] = [];
    const watch: CompactionHooks = { name: 'watch', beforeSwitch: async (event) => void seen.push(event) };
    const result = await handoff('sw-seen', [watch]);
    expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff' });
    expect(seen).toEqual([{ tenantId: T, sessionId: 'sw-seen', reason: 'handoff', newSessionId: result.handedOffTo }]);
  });

  it('aborts the handoff when a before-switch hook cancels: outcome cancelled, nothing created', async () => {
    await seedSession(world.store.db, ids('sw-veto'), codingSession({ turns: 30 }));
    const veto: CompactionHooks = { name: 'veto', beforeSwitch: async () => ({ cancel: true }) };
    const result = await handoff('sw-veto', [veto]);
    expect(result).toMatchObject({ outcome: 'cancelled', reason: 'hook', willRetry: false });
    expect(result.handedOffTo).toBeUndefined();
    expect(await childrenOf('sw-veto')).toHaveLength(0);
    expect(await sessionRow(world.store.db, ids('sw-veto'))).toMatchObject({ status: 'active' });
    expect(await eventsOf(world.store.db, ids('sw-veto'), 'session_handed_off')).toHaveLength(0);
    expect(await eventsOf(world.store.db, ids('sw-veto'), 'compaction')).toHaveLength(0);
    expect(await auditOf(world.store.db, ids('sw-veto'))).toMatchObject([{ status: 'cancelled', error: 'hook' }]);
  });

  it('treats a before-switch hook that throws as no result: the handoff goes ahead', async () => {
    await seedSession(world.store.db, ids('sw-throw'), codingSession({ turns: 30 }));
    const broken: CompactionHooks = {
      name: 'broken',
      beforeSwitch: async () => {
        throw new Error('hook bug');
      },
    };
    const result = await handoff('sw-throw', [broken]);
    expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff' });
    expect(await childrenOf('sw-throw')).toHaveLength(1);
  });
});

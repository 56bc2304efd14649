import { and, eq } from 'drizzle-orm';
import { readSessionContext } from '../../../../store/session-store';
import { withTenant } from '../../../../store/with-tenant';
import type { CompactionEntry } from '../../../../core';
import { sessionEvents, snapcompactFrames } from '../../../../schema';
import { testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld, summarizerSettings } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { createTestWorker } from '../../../helpers/temporal';
import { appendEntries } from '../../../../store/session-store';
import { auditOf } from '../../../helpers/store-queries';
import { CHECKED_FAKE_SUMMARY } from '../../../helpers/quality-eval/checked-summary';

const world = useCompactionWorld();
const T = 'tenant-s';

const compactionsOf = async (sessionId: string) =>
  (
    await withTenant(world.store.db, T, (tx) =>
      tx
        .select()
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'compaction')))
        .orderBy(sessionEvents.seq),
    )
  ).map((row) => row.data as CompactionEntry);

async function compact(sessionId: string, model: string, extra: { instructions?: string } = {}, llm = false) {
  // Without `llm` no provider is configured: snapcompact needs no API key.
  const llmSettings = llm ? summarizerSettings(world.fake) : undefined;
  const { worker, taskQueue } = await createTestWorker(world.env, testActivities(world.store.db, { llmSettings }));
  const input = {
    tenantId: T,
    sessionId,
    trigger: 'manual' as const,
    strategy: 'snapcompact' as const,
    model,
    ...extra,
  };
  return worker.runUntil(startCompaction(world, taskQueue, input).then((h) => h.result()));
}

describe('compactSession with the snapcompact strategy', () => {
  it('archives history onto stored PNG frames that the context rebuild re-attaches as images', async () => {
    await seedSession(world.store.db, { tenantId: T, sessionId: 'snap-1' }, codingSession({ turns: 30 }));
    const result = await compact('snap-1', 'anthropic/claude-opus-4-5');

    expect(result).toMatchObject({ outcome: 'compacted', method: 'snapcompact' });
    const [entry] = await compactionsOf('snap-1');
    const archive = entry!.preserveData!.snapcompact as { frames: { sha256: string; shape: string }[] };
    expect(archive.frames.length).toBeGreaterThan(0);
    expect(new Set(archive.frames.map((f) => f.shape))).toEqual(new Set(['6x12-dim']));
    const stored = await withTenant(world.store.db, T, (tx) => tx.select().from(snapcompactFrames));
    expect(stored.map((f) => f.sha256)).toEqual(expect.arrayContaining(archive.frames.map((f) => f.sha256)));
    expect(Buffer.from(stored[0]!.png).subarray(1, 4).toString()).toBe('PNG');
    const context = await readSessionContext(world.store.db, { tenantId: T, sessionId: 'snap-1' });
    const summary = context.messages[0] as { role: string; images?: unknown[] };
    expect(summary.role).toBe('compactionSummary');
    expect(summary.images).toHaveLength(archive.frames.length);
  });

  it('carries earlier frames forward across successive compactions', async () => {
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'snap-3' }, entries);
    await compact('snap-3', 'anthropic/claude-opus-4-5');
    for (let round = 1; round <= 2; round += 1) {
      const more = codingSession({ turns: 30 }).map((e, i) => ({
        ...e,
        id: `r${round}-${e.id}`,
        parentId: i === 0 ? null : `r${round}-${e.parentId}`,
      }));
      const leaf = await withTenant(world.store.db, T, async (tx) =>
        (
          await tx.select().from(sessionEvents).where(eq(sessionEvents.sessionId, 'snap-3')).orderBy(sessionEvents.seq)
        ).at(-1)!,
      );
      more[0] = { ...more[0]!, parentId: leaf.entryId };
      await appendEntries(world.store.db, { tenantId: T, sessionId: 'snap-3', entries: more });
      await compact('snap-3', 'anthropic/claude-opus-4-5');
    }
    const archives = (await compactionsOf('snap-3')).map((e) =>
      (e.preserveData!.snapcompact as { frames: { sha256: string }[] }).frames.map((f) => f.sha256),
    );
    expect(archives).toHaveLength(3);
    // The first frame (the session head) stays pinned in every later archive.
    expect(archives[1]![0]).toBe(archives[0]![0]);
    expect(archives[2]![0]).toBe(archives[0]![0]);
    expect(archives[2]!.length).toBeLessThanOrEqual(8);
  });

  it('falls back to an LLM summary with a warning on a text-only model', async () => {
    await seedSession(world.store.db, { tenantId: T, sessionId: 'snap-text' }, codingSession({ turns: 30 }));
    const result = await compact('snap-text', 'deepseek/deepseek-chat', {}, true);
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(result.warning).toContain('snapcompact needs a vision-capable model (deepseek-chat is text-only)');
    expect(await compactionsOf('snap-text')).toMatchObject([{ method: 'context-full' }]);
    // The chain records the pass-on like any other method's, with the catalog's reason.
    const [audit] = await auditOf(world.store.db, { tenantId: T, sessionId: 'snap-text' });
    expect(audit?.attempts).toEqual([
      {
        method: 'snapcompact',
        outcome: 'passed-on',
        reason: expect.stringContaining('snapcompact needs a vision-capable model (deepseek-chat is text-only)'),
      },
      { method: 'context-full', outcome: 'used', quality: CHECKED_FAKE_SUMMARY },
    ]);
  });

  it('writes an LLM summary when manual instructions are given', async () => {
    await seedSession(world.store.db, { tenantId: T, sessionId: 'snap-focus' }, codingSession({ turns: 30 }));
    const result = await compact(
      'snap-focus',
      'anthropic/claude-opus-4-5',
      { instructions: 'keep the bug list' },
      true,
    );
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
  });
});

/**
 * Regressions of issue 12 on the real dev server: each test is named after the behaviour that was wrong before the
 * fix (a wedged session, stale usage, an ignored thinking level, promotion on idle, lost archived history, an audit
 * row that hid the cause).
 */
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { SessionEntry } from '../../../core';
import { appendValidated } from '../../../store/session-store/append-entries';
import { appendEntries } from '../../../store/session-store';
import { withTenant } from '../../../store/with-tenant';
import { auditOf, eventsOf } from '../../helpers/store-queries';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../helpers/session-builder';
import type { CompactSessionInput } from '../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-reg';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const audit = (sessionId: string) => auditOf(world.store.db, ids(sessionId));

async function run(input: Omit<CompactSessionInput, 'tenantId'>) {
  const { worker, taskQueue } = await compactionWorker(world);
  return worker.runUntil(
    startCompaction(world, taskQueue, { tenantId: T, ...input }).then((h) => h.result().catch((e: unknown) => e)),
  );
}

/** The body of every summarizer request made since `from`. */
const bodiesSince = (from: number) => world.fake.requests.slice(from).map((r) => JSON.stringify(r.body));

const entry = (id: string, parentId: string, rest: Record<string, unknown>) =>
  ({ id, parentId, timestamp: '2026-01-03T00:00:00.000Z', ...rest }) as unknown as SessionEntry;

describe('compactSession regressions (issue 12)', () => {
  it('fails a session whose stored model reference has no provider once, with a clear typed reason; the next valid trigger compacts', async () => {
    const sessionId = 'bad-model';
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, ids(sessionId), entries);
    // Written before the boundary check existed: bypass validation the way old rows do.
    const bad = entry('model-bad', entries.at(-1)!.id, { type: 'model_change', model: 'gpt-4o' });
    await withTenant(world.store.db, T, (tx) => appendValidated(tx, { sessionId, entries: [bad] }));

    const error = await run({ sessionId, trigger: 'manual' });
    expect(error).toBeInstanceOf(WorkflowFailedError);
    const cause = (error as WorkflowFailedError).cause as ApplicationFailure;
    expect(cause).toBeInstanceOf(ApplicationFailure);
    expect(cause.type).toBe('InvalidModelReference');
    expect(cause.message).toBe('the session model "gpt-4o" is not a provider/id reference');
    expect(await audit(sessionId)).toMatchObject([
      { status: 'failed', error: 'InvalidModelReference: the session model "gpt-4o" is not a provider/id reference' },
    ]);

    const next = await run({ sessionId, trigger: 'manual', model: 'anthropic/claude-opus-4-5' });
    expect(next).toMatchObject({ outcome: 'compacted' });
  });

  it('rejects a malformed model reference in the trigger itself as a typed failure instead of retrying forever', async () => {
    const sessionId = 'bad-input-model';
    await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30 }));
    const error = await run({ sessionId, trigger: 'threshold', model: 'gpt-4o' });
    expect(((error as WorkflowFailedError).cause as ApplicationFailure).type).toBe('InvalidModelReference');
  });

  it('gives every compaction run an execution timeout', async () => {
    const sessionId = 'timeout-set';
    await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 3 }));
    const { worker, taskQueue } = await compactionWorker(world);
    const description = await worker.runUntil(async () => {
      const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'threshold' });
      await handle.result();
      return handle.describe();
    });
    expect(Number(description.raw.executionConfig?.workflowExecutionTimeout?.seconds)).toBe(3600);
  });

  it('does not compact again on a threshold trigger right after a compaction (usage before it is stale)', async () => {
    const sessionId = 'stale-usage';
    await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30, lastUsageTokens: 190_000 }));
    expect(await run({ sessionId, trigger: 'threshold' })).toMatchObject({ outcome: 'compacted' });
    const again = await run({ sessionId, trigger: 'threshold' });
    expect(again).toMatchObject({ outcome: 'skipped', reason: 'below-threshold' });
    expect(await eventsOf(world.store.db, ids(sessionId), 'compaction')).toHaveLength(1);
  });

  it('counts the host’s non-message tokens (system prompt, tools) in the threshold decision', async () => {
    const sessionId = 'non-message';
    await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30 }));
    const result = await run({ sessionId, trigger: 'threshold', settings: { nonMessageTokens: 150_000 } });
    expect(result).toMatchObject({ outcome: 'compacted' });
  });

  it('does not try model promotion on an idle trigger (spec §3.6)', async () => {
    const sessionId = 'idle-no-promotion';
    await seedSession(
      world.store.db,
      ids(sessionId),
      codingSession({ turns: 30, model: 'anthropic/claude-sonnet-4-5' }),
    );
    const result = await run({
      sessionId,
      trigger: 'idle',
      settings: { contextPromotion: true, idleThresholdTokens: 1 },
    });
    expect(result).toMatchObject({ outcome: 'compacted' });
    expect(await eventsOf(world.store.db, ids(sessionId), 'model_change')).toHaveLength(0);
  });

  it('asks the summarizer for the session’s thinking level instead of always high', async () => {
    const sessionId = 'thinking-low';
    const entries = codingSession({ turns: 30 });
    const level = entry('think-low', entries.at(-1)!.id, { type: 'thinking_level_change', thinkingLevel: 'low' });
    await seedSession(world.store.db, ids(sessionId), [...entries, level]);
    const from = world.fake.requests.length;
    const result = await run({ sessionId, trigger: 'manual', summaryModel: 'anthropic/claude-sonnet-4-5' });
    expect(result).toMatchObject({ outcome: 'compacted' });
    const budgets = world.fake.requests
      .slice(from)
      .map((r) => (r.body as { thinking?: { budget_tokens: number } }).thinking);
    expect(budgets.length).toBeGreaterThan(0);
    expect(budgets.every((t) => t?.budget_tokens === 2048)).toBe(true);
  });

  it('keeps the call of a useless tool result out of the summarizer input', async () => {
    const sessionId = 'useless-call';
    const entries = codingSession({ turns: 30 });
    const result = entries[2] as Extract<SessionEntry, { type: 'message' }>;
    Object.assign(result.message, { useless: true });
    await seedSession(world.store.db, ids(sessionId), entries);
    const from = world.fake.requests.length;
    expect(await run({ sessionId, trigger: 'manual' })).toMatchObject({ outcome: 'compacted' });
    const sent = bodiesSince(from).join('\n');
    expect(sent).toContain('src/file-1.ts');
    expect(sent).not.toContain('read(path=\\"src/file-0.ts\\")');
  });

  it('hands the turns archived only in snapcompact frames to a later LLM summary', async () => {
    const sessionId = 'archive-to-summary';
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, ids(sessionId), entries);
    const model = 'anthropic/claude-opus-4-5';
    expect(await run({ sessionId, trigger: 'manual', strategy: 'snapcompact', model })).toMatchObject({
      method: 'snapcompact',
    });
    const more = codingSession({ turns: 30 }).map((e, i, all) => ({
      ...e,
      id: `m${e.id}`,
      parentId: i === 0 ? null : `m${all[i - 1]!.id}`,
    }));
    const leaf = (await eventsOf(world.store.db, ids(sessionId), 'compaction'))[0]!.entryId;
    more[0] = { ...more[0]!, parentId: leaf };
    await appendEntries(world.store.db, { ...ids(sessionId), entries: more });
    const from = world.fake.requests.length;
    const result = await run({ sessionId, trigger: 'manual', instructions: 'focus on the bugs', model });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    const sent = bodiesSince(from).join('\n');
    expect(sent).toContain('Previous snapcompact archive source text:');
    expect(sent).toContain('Please fix bug 0 in src/file-0.ts');
  });

  it('records the root cause of a failure (type and message) on the audit row, not "Activity task failed"', async () => {
    const sessionId = 'audit-cause';
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, ids(sessionId), [...entries, failedTurn(entries.at(-1)!.id, 'error')]);
    // Every summarizer candidate (the session's model, the configured one, the largest) fails authentication.
    world.fake.respondWith(() => ({ error: 'auth' }));
    const error = await run({ sessionId, trigger: 'overflow' });
    world.fake.respondWith((_request, call) => ({ text: `summary ${call}` }));
    expect(error).toBeInstanceOf(WorkflowFailedError);
    const [row] = await audit(sessionId);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.error).toMatch(/^ProviderAuth: /);
    // The audit names the workflow program that made the decisions, not a constant tied to nothing.
    expect(row!.coreVersion).toBe('compact-session-v2');
  });
});

/**
 * Strategy `handoff` on the real dev server (compaction spec §8, v17 behaviour; §3.9 for when it passes on): the
 * handoff document opens a NEW session linked to the old one, whose rebuilt context starts with it; the old session
 * is handed off and refuses further appends; overflow never hands off (the summary runs, the audit says why); an
 * empty automatic document passes on to the summary, an empty manual one fails typed; a retried commit creates
 * exactly one new session.
 */
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowFailedError } from '@temporalio/client';
import { appendEntries, readLineage, readSessionContext, SessionHandedOff } from '../../../../store/session-store';
import { getSession, listSessions } from '../../../../service/sessions';
import { withTenant } from '../../../../store/with-tenant';
import { sessions } from '../../../../schema';
import { eq } from 'drizzle-orm';
import type { Activities } from '../../../../activities';
import { testActivities } from '../../../helpers/activities';
import {
  compactionWorker,
  startCompaction,
  summarizerSettings,
  useCompactionWorld,
} from '../../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../../helpers/session-builder';
import { auditOf, eventsOf, sessionRow } from '../../../helpers/store-queries';
import { createTestWorker } from '../../../helpers/temporal';
import type { RecordedRequest } from '../../../fakes/fake-provider-server';
import type { CompactSessionInput } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-handoff';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const DOCUMENT = '## Goal\nFinish the parser.\n## Next Steps\nRun the tests.';

const isHandoffRequest = (request: RecordedRequest) => JSON.stringify(request.body).includes('handoff document');

function answer(handoffText: string) {
  world.fake.respondWith((request, call) => ({ text: isHandoffRequest(request) ? handoffText : `SUMMARY ${call}` }));
}

async function run(sessionId: string, input: Partial<CompactSessionInput> = {}, activities?: Partial<Activities>) {
  const { worker, taskQueue } = activities
    ? await createTestWorker(world.env, activities)
    : await compactionWorker(world);
  const full: CompactSessionInput = { tenantId: T, sessionId, trigger: 'manual', strategy: 'handoff', ...input };
  return worker.runUntil(startCompaction(world, taskQueue, full).then((h) => h.result()));
}

const childrenOf = (parentId: string) =>
  withTenant(world.store.db, T, (tx) => tx.select().from(sessions).where(eq(sessions.parentSessionId, parentId)));

describe('strategy handoff', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('creates a linked session whose rebuilt context starts with the handoff message', async () => {
    answer(DOCUMENT);
    await seedSession(world.store.db, ids('ho-manual'), codingSession({ turns: 30 }));
    const from = world.fake.requests.length;
    const result = await run('ho-manual');

    expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff', willRetry: false });
    const next = result.handedOffTo!;
    expect(next).toEqual(expect.any(String));
    expect(world.fake.requests.slice(from).filter(isHandoffRequest)).toHaveLength(1);

    const child = await sessionRow(world.store.db, ids(next));
    expect(child).toMatchObject({ parentSessionId: 'ho-manual', status: 'active', contextTokens: result.tokensAfter });
    expect(result.tokensAfter).toBeGreaterThan(0);
    const context = await readSessionContext(world.store.db, ids(next));
    expect(context.messages[0]).toMatchObject({ role: 'custom', customType: 'handoff', display: true });
    const content = (context.messages[0] as { content: string }).content;
    expect(content).toContain(`<handoff-context>\n${DOCUMENT}\n</handoff-context>`);
    expect(content).toContain('ho-manual');
    expect(context.messages).toHaveLength(1);

    expect(await sessionRow(world.store.db, ids('ho-manual'))).toMatchObject({ status: 'handed_off' });
    const [handedOff] = await eventsOf(world.store.db, ids('ho-manual'), 'session_handed_off');
    expect(handedOff!.data).toMatchObject({ type: 'session_handed_off', toSessionId: next });
    expect(await eventsOf(world.store.db, ids('ho-manual'), 'compaction')).toHaveLength(0);
    expect(await auditOf(world.store.db, ids('ho-manual'))).toMatchObject([
      { status: 'committed', method: 'handoff', handedOffTo: next, passedOn: null },
    ]);
  });

  it('names both sides of the handoff: session views, the list and the lineage of either session', async () => {
    answer(DOCUMENT);
    await seedSession(world.store.db, ids('ho-lineage'), codingSession({ turns: 30 }));
    const { handedOffTo: next } = await run('ho-lineage');

    expect(await getSession(world.store.db, T, 'ho-lineage')).toMatchObject({
      status: 'handed_off',
      handedOffTo: next,
      parentSessionId: null,
    });
    expect(await getSession(world.store.db, T, next!)).toMatchObject({
      status: 'active',
      handedOffTo: null,
      parentSessionId: 'ho-lineage',
    });
    const listed = (await listSessions(world.store.db, T, { limit: 200 })).sessions;
    expect(listed.find((s) => s.id === next)).toMatchObject({ parentSessionId: 'ho-lineage' });
    expect(await readLineage(world.store.db, ids('ho-lineage'))).toEqual({ parentSessionId: null, handedOffTo: next });
    expect(await readLineage(world.store.db, ids(next!))).toEqual({ parentSessionId: 'ho-lineage', handedOffTo: null });
  });

  it('refuses appends to the handed-off session with SessionHandedOff naming the new session', async () => {
    answer(DOCUMENT);
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, ids('ho-closed'), entries);
    const result = await run('ho-closed', { trigger: 'threshold', settings: { contextWindow: 20_000 } });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff' });

    const append = appendEntries(world.store.db, {
      ...ids('ho-closed'),
      entries: [{ ...failedTurn(entries.at(-1)!.id, 'length'), id: 'late-one' }],
    });
    await expect(append).rejects.toBeInstanceOf(SessionHandedOff);
    await expect(append).rejects.toMatchObject({ toSessionId: result.handedOffTo });
  });

  it('never hands off for overflow: the summary runs and the audit row says why handoff passed on', async () => {
    answer(DOCUMENT);
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, ids('ho-overflow'), [...entries, failedTurn(entries.at(-1)!.id, 'error')]);
    const from = world.fake.requests.length;
    const result = await run('ho-overflow', { trigger: 'overflow' });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', willRetry: true });
    expect(result.handedOffTo).toBeUndefined();
    expect(result.warning).toMatch(/^Handoff passed on \(handoff is not used for overflow recovery/);
    expect(world.fake.requests.slice(from).filter(isHandoffRequest)).toHaveLength(0);
    expect(await sessionRow(world.store.db, ids('ho-overflow'))).toMatchObject({ status: 'active' });
    expect(await childrenOf('ho-overflow')).toHaveLength(0);
    const [audit] = await auditOf(world.store.db, ids('ho-overflow'));
    expect(audit).toMatchObject({ status: 'committed', method: 'context-full', handedOffTo: null });
    expect(audit!.passedOn).toMatch(/overflow recovery: its request would overflow too/);
  });

  it('passes an empty automatic document on to the summary', async () => {
    answer('   ');
    await seedSession(world.store.db, ids('ho-empty-auto'), codingSession({ turns: 30 }));
    const result = await run('ho-empty-auto', { trigger: 'threshold', settings: { contextWindow: 20_000 } });

    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(result.warning).toMatch(/^Handoff passed on \(the handoff document was empty\); summarized instead\./);
    expect(await childrenOf('ho-empty-auto')).toHaveLength(0);
    const [audit] = await auditOf(world.store.db, ids('ho-empty-auto'));
    expect(audit).toMatchObject({ method: 'context-full', passedOn: 'the handoff document was empty' });
  });

  it('fails a manual handoff whose document is empty with HandoffEmpty, writing nothing', async () => {
    answer('');
    await seedSession(world.store.db, ids('ho-empty-manual'), codingSession({ turns: 30 }));
    const failed = await run('ho-empty-manual').catch((error: unknown) => error);

    expect(failed).toBeInstanceOf(WorkflowFailedError);
    expect((failed as WorkflowFailedError).cause).toBeInstanceOf(ApplicationFailure);
    expect(((failed as WorkflowFailedError).cause as ApplicationFailure).type).toBe('HandoffEmpty');
    expect(await childrenOf('ho-empty-manual')).toHaveLength(0);
    expect(await sessionRow(world.store.db, ids('ho-empty-manual'))).toMatchObject({ status: 'active' });
    expect(await auditOf(world.store.db, ids('ho-empty-manual'))).toMatchObject([{ status: 'failed' }]);
  });

  it('creates exactly one new session when the commit is retried after it landed', async () => {
    answer(DOCUMENT);
    await seedSession(world.store.db, ids('ho-retry'), codingSession({ turns: 30 }));
    const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    let calls = 0;
    const commitHandoff: Activities['commitHandoff'] = async (input) => {
      const outcome = await real.commitHandoff(input);
      // The first attempt lands and then "loses" its answer: Temporal retries it.
      if (++calls === 1) throw new Error('worker lost the answer after the commit landed');
      return outcome;
    };
    const result = await run('ho-retry', {}, { ...real, commitHandoff });

    expect(calls).toBe(2);
    expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff' });
    const children = await childrenOf('ho-retry');
    expect(children.map((c) => c.id)).toEqual([result.handedOffTo]);
    expect(await eventsOf(world.store.db, ids('ho-retry'), 'session_handed_off')).toHaveLength(1);
    expect(await eventsOf(world.store.db, ids(result.handedOffTo!), 'custom_message')).toHaveLength(1);
  });

  it('is superseded, creating nothing, when a turn was appended while the document was written', async () => {
    answer(DOCUMENT);
    const entries = codingSession({ turns: 30 });
    await seedSession(world.store.db, ids('ho-moved'), entries);
    const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    const late = { ...failedTurn(entries.at(-1)!.id, 'length'), id: 'late-turn' };
    const generateHandoff: Activities['generateHandoff'] = async (input) => {
      const made = await real.generateHandoff(input);
      await appendEntries(world.store.db, { ...ids('ho-moved'), entries: [late] });
      return made;
    };
    const result = await run('ho-moved', {}, { ...real, generateHandoff });

    expect(result).toMatchObject({ outcome: 'superseded', reason: 'branch-moved', method: 'handoff' });
    expect(result.handedOffTo).toBeUndefined();
    expect(await childrenOf('ho-moved')).toHaveLength(0);
    expect(await sessionRow(world.store.db, ids('ho-moved'))).toMatchObject({
      status: 'active',
      leafEntryId: 'late-turn',
    });
    expect(await auditOf(world.store.db, ids('ho-moved'))).toMatchObject([{ status: 'superseded', method: 'handoff' }]);
  });
});

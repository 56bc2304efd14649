/**
 * Undo of a committed compaction over the HTTP API (docs/host-control.md): after a revert the session's context is
 * exactly what it was before the compaction (its pruning events reverted with it), the transcript shows the reverted
 * summary as such, a revert is refused with 409 compaction-not-revertable while a later compaction stands, and it
 * needs the `compact` scope.
 */
import { createKey } from '../../service/tenants';
import { estimateContextTokens } from '../../core/compaction/tokens';
import { appendStoreEvents, readSessionContext } from '../../store/session-store';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { eventsOf, sessionRow } from '../helpers/store-queries';

const api = useApiWorld(['rv']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const PROBLEM = 'https://compactor.dev/problems/';
const key = () => api.keys.rv!;

const entries = codingSession({ turns: 40, toolOutputChars: 12_000 });
const later = codingSession({ turns: 44, toolOutputChars: 12_000 }).slice(entries.length);

async function session(id: string, batch: unknown[]) {
  expect((await api.call(key(), '/v1/sessions', { method: 'POST', json: { id } })).status).toBe(201);
  await append(id, batch);
}

async function append(id: string, batch: unknown[]) {
  const response = await api.call(key(), `/v1/sessions/${id}/entries`, { method: 'POST', json: { entries: batch } });
  expect(response.status).toBe(201);
}

async function context(id: string): Promise<Json> {
  const response = await api.call(key(), `/v1/sessions/${id}/context`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Json).messages;
}

async function compact(id: string): Promise<{ runId: string; entryId: string }> {
  const response = await api.call(key(), `/v1/sessions/${id}/compactions?wait=120`, { method: 'POST', json: {} });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Json;
  expect(body).toMatchObject({ status: 'completed', result: { outcome: 'compacted' } });
  return { runId: body.id, entryId: body.result.compactionEntryId };
}

const revert = (id: string, runId: string, secret = key()) =>
  api.call(secret, `/v1/sessions/${id}/compactions/${runId}/revert`, { method: 'POST', json: { reason: 'too lossy' } });

/** The later turns, their first entry continuing from the session's current leaf. */
async function continued(id: string) {
  const got = (await (await api.call(key(), `/v1/sessions/${id}`)).json()) as Json;
  return later.map((e, i) => (i === 0 ? { ...e, parentId: got.leafId } : e));
}

describe('reverting a committed compaction', () => {
  it('gives back exactly the pre-compaction context, its pruning undone, and marks the audit row', async () => {
    await session('rv-one', entries);
    const before = await context('rv-one');
    const { runId, entryId } = await compact('rv-one');
    const compacted = await context('rv-one');
    expect(compacted[0]).toMatchObject({ role: 'compactionSummary' });
    const pruned = await eventsOf(api.world.store.db, { tenantId: 'rv', sessionId: 'rv-one' }, 'content_pruned');
    expect(pruned.length).toBeGreaterThan(0);

    const response = await revert('rv-one', runId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json;
    expect(body).toMatchObject({ id: runId, compactionEntryId: entryId, restoredSeqs: pruned.map((p) => p.seq) });
    expect(await context('rv-one')).toEqual(before);

    const transcript = (await (await api.call(key(), '/v1/sessions/rv-one/transcript')).json()) as Json;
    const summaries = transcript.messages.filter((m: Json) => m.role === 'compactionSummary');
    expect(summaries).toEqual([expect.objectContaining({ reverted: true })]);
    const audit = (await (await api.call(key(), '/v1/sessions/rv-one/compactions')).json()) as Json;
    expect(audit).toEqual([expect.objectContaining({ id: runId, revertedAt: body.revertedAt })]);

    const again = await revert('rv-one', runId);
    expect(again.status).toBe(409);
    expect((await again.json()) as Json).toMatchObject({
      type: `${PROBLEM}compaction-not-revertable`,
      detail: `compaction ${runId} was reverted at ${body.revertedAt}`,
    });
  });

  it("recomputes the session's context_tokens: after the revert it is the pre-compaction rebuild's figure", async () => {
    const ids = { tenantId: 'rv', sessionId: 'rv-tokens' };
    await session(ids.sessionId, entries);
    const rebuilt = estimateContextTokens((await readSessionContext(api.world.store.db, ids)).messages);
    const { runId } = await compact(ids.sessionId);
    const compacted = (await sessionRow(api.world.store.db, ids)).contextTokens;
    expect(compacted).toBeLessThan(rebuilt / 2);

    expect((await revert(ids.sessionId, runId)).status).toBe(200);
    expect((await sessionRow(api.world.store.db, ids)).contextTokens).toBe(rebuilt);
  });

  it('is refused while a later compaction stands, and once that is reverted too the context is the uncompacted one', async () => {
    await session('rv-two', entries);
    const first = await compact('rv-two');
    await append('rv-two', await continued('rv-two'));
    const beforeSecond = await context('rv-two');
    const second = await compact('rv-two');

    const refused = await revert('rv-two', first.runId);
    expect(refused.status).toBe(409);
    expect((await refused.json()) as Json).toMatchObject({
      type: `${PROBLEM}compaction-not-revertable`,
      detail: `a later compaction stands: compaction ${second.runId} (entry ${second.entryId}); revert it first`,
    });

    expect((await revert('rv-two', second.runId)).status).toBe(200);
    expect(await context('rv-two')).toEqual(beforeSecond);
    expect((await revert('rv-two', first.runId)).status).toBe(200);
    await session('rv-twin', [...entries, ...later]);
    expect(await context('rv-two')).toEqual(await context('rv-twin'));
  });

  it('answers 404 for an unknown run, 403 for a key without the compact scope; no other path writes a revert', async () => {
    await session('rv-acl', entries.slice(0, 8));
    const unknown = await revert('rv-acl', '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()) as Json).toMatchObject({ type: `${PROBLEM}compaction-not-found` });
    const writer = (await createKey(api.world.store.db, { tenantId: 'rv', scopes: ['read', 'write'] })).secret;
    const forbidden = await revert('rv-acl', '00000000-0000-4000-8000-000000000000', writer);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()) as Json).toMatchObject({ scope: 'compact' });
    const event = { type: 'compaction_reverted', compactionEntryId: 'e00003', restoredSeqs: [] };
    await expect(
      appendStoreEvents(api.world.store.db, { tenantId: 'rv', sessionId: 'rv-acl', events: [event] }),
    ).rejects.toThrow('event 0: type: reverts go through revertCompaction');
  });
});

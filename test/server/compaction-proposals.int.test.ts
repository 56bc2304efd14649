/**
 * Preview and approve over the HTTP API (docs/host-control.md): a compaction started with mode `propose` holds its
 * summary and numbers as status `proposed` and changes nothing; approving commits exactly what it showed, rejecting
 * leaves the session as it was, each decision is on the audit row (who, when, why), a decided proposal refuses a
 * second decision with 409 proposal-not-pending, an append while it waits is kept after the committed summary, and
 * an approval the session's branch moved past is refused with 409 proposal-superseded, and a decision on a run that
 * has not yet written its audit row is 409 proposal-not-pending (not 404: the run exists).
 */
import { startCompaction } from '../../service/compactions';
import { createKey } from '../../service/tenants';
import { moveLeaf } from '../../store/session-store';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';

const api = useApiWorld(['pp']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const PROBLEM = 'https://compactor.dev/problems/';
const T = 'pp';
const decider: { id: string; secret: string } = { id: '', secret: '' };

beforeAll(async () => {
  const key = await createKey(api.world.store.db, {
    tenantId: T,
    name: 'reviewer',
    scopes: ['read', 'write', 'compact'],
  });
  Object.assign(decider, { id: key.id, secret: key.secret });
});

const entries = codingSession({ turns: 40, toolOutputChars: 12_000 });
const later = codingSession({ turns: 42, toolOutputChars: 12_000 }).slice(entries.length);

const call = (path: string, init?: RequestInit & { json?: unknown }) => api.call(decider.secret, path, init);

async function session(id: string) {
  expect((await call('/v1/sessions', { method: 'POST', json: { id } })).status).toBe(201);
  expect((await call(`/v1/sessions/${id}/entries`, { method: 'POST', json: { entries } })).status).toBe(201);
}

async function context(id: string): Promise<Json[]> {
  const response = await call(`/v1/sessions/${id}/context`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Json).messages;
}

async function startProposal(id: string): Promise<string> {
  const started = await call(`/v1/sessions/${id}/compactions`, { method: 'POST', json: { mode: 'propose' } });
  expect(started.status).toBe(202);
  return ((await started.json()) as Json).id as string;
}

/** Starts a proposing compaction (unless given its run) and waits (bounded, by polling its state) until it holds its proposal. */
async function propose(id: string, startedRunId?: string): Promise<Json> {
  const runId = startedRunId ?? (await startProposal(id));
  for (let i = 0; i < 600; i++) {
    const view = (await (await call(`/v1/sessions/${id}/compactions/${runId}`)).json()) as Json;
    if (view.status !== 'running') return view;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`compaction ${runId} never held a proposal`);
}

const decide = (id: string, runId: string, verb: 'approve' | 'reject', reason?: string) =>
  call(`/v1/sessions/${id}/compactions/${runId}/${verb}`, { method: 'POST', json: reason ? { reason } : {} });

async function auditRow(id: string, runId: string): Promise<Json> {
  const rows = (await (await call(`/v1/sessions/${id}/compactions`)).json()) as Json[];
  return rows.find((r) => r.id === runId);
}

describe('a compaction proposed for approval', () => {
  it('holds its summary without touching the session, and approving commits exactly what it showed', async () => {
    await session('pp-approve');
    const before = await context('pp-approve');
    const view = await propose('pp-approve');
    expect(view).toMatchObject({ status: 'proposed', progress: { phase: 'proposed' } });
    const { proposal } = view;
    expect(proposal.summary).toMatch(/^summary \d+/);
    expect(proposal.tokensAfter).toBeLessThan(proposal.tokensBefore);
    expect(proposal.summarize.fromId).toBe(entries[0]!.id);
    expect(proposal.keep.fromId).toBe(proposal.firstKeptEntryId);
    expect(Date.parse(proposal.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await context('pp-approve')).toEqual(before);
    expect(await auditRow('pp-approve', view.id)).toMatchObject({ status: 'proposed', decision: null });

    const approved = await decide('pp-approve', view.id, 'approve', 'reads well');
    expect(approved.status).toBe(200);
    const body = (await approved.json()) as Json;
    expect(body).toMatchObject({
      status: 'completed',
      result: { outcome: 'compacted', method: proposal.method, tokensAfter: proposal.tokensAfter },
    });
    const [entry] = await eventsOf(api.world.store.db, { tenantId: T, sessionId: 'pp-approve' }, 'compaction');
    expect(entry!.data).toMatchObject({
      id: body.result.compactionEntryId,
      summary: proposal.summary,
      firstKeptEntryId: proposal.firstKeptEntryId,
      tokensBefore: proposal.tokensBefore,
    });
    const compacted = await context('pp-approve');
    expect(compacted[0]).toMatchObject({ role: 'compactionSummary', summary: proposal.summary });
    const row = await auditRow('pp-approve', view.id);
    expect(row).toMatchObject({
      status: 'committed',
      decision: { decision: 'approved', by: decider.id, reason: 'reads well' },
    });
    expect(Date.parse(row.decision.at)).toBeGreaterThan(Date.parse(row.startedAt));

    const again = await decide('pp-approve', view.id, 'approve');
    expect(again.status).toBe(409);
    expect((await again.json()) as Json).toMatchObject({
      type: `${PROBLEM}proposal-not-pending`,
      detail: `the proposal of compaction ${view.id} was already approved by ${decider.id} at ${row.decision.at}: reads well`,
    });
  });

  it('rejected with a reason leaves the session as it was and keeps the reason on the audit row', async () => {
    await session('pp-reject');
    const before = await context('pp-reject');
    const view = await propose('pp-reject');
    expect(await context('pp-reject')).toEqual(before);
    expect((await decide('pp-reject', view.id, 'reject')).status).toBe(400);

    const rejected = await decide('pp-reject', view.id, 'reject', 'drops the failing test');
    expect(rejected.status).toBe(200);
    expect((await rejected.json()) as Json).toMatchObject({
      status: 'completed',
      result: { outcome: 'rejected', reason: 'drops the failing test' },
    });
    expect(await context('pp-reject')).toEqual(before);
    expect(await eventsOf(api.world.store.db, { tenantId: T, sessionId: 'pp-reject' }, 'compaction')).toEqual([]);
    const row = await auditRow('pp-reject', view.id);
    expect(row).toMatchObject({
      status: 'rejected',
      error: 'drops the failing test',
      decision: { decision: 'rejected', by: decider.id, reason: 'drops the failing test' },
    });

    const late = await decide('pp-reject', view.id, 'approve');
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).detail).toBe(
      `the proposal of compaction ${view.id} was already rejected by ${decider.id} at ${row.decision.at}: drops the failing test`,
    );
  });

  it('keeps entries appended while it waits after the committed summary', async () => {
    await session('pp-append');
    const view = await propose('pp-append');
    const leaf = ((await (await call('/v1/sessions/pp-append')).json()) as Json).leafId;
    const batch = later.map((e, i) => (i === 0 ? { ...e, parentId: leaf } : e));
    expect((await call('/v1/sessions/pp-append/entries', { method: 'POST', json: { entries: batch } })).status).toBe(
      201,
    );

    const approved = await decide('pp-append', view.id, 'approve');
    expect(approved.status).toBe(200);
    expect((await approved.json()) as Json).toMatchObject({ result: { outcome: 'compacted' } });
    const compacted = await context('pp-append');
    expect(compacted[0]).toMatchObject({ role: 'compactionSummary', summary: view.proposal.summary });
    const appended = batch.filter((e) => e.type === 'message').map((e) => (e as Json).message.content);
    expect(compacted.slice(-appended.length).map((m) => m.content)).toEqual(appended);
  });

  it('refuses an approval the branch moved past with 409 proposal-superseded, committing nothing', async () => {
    await session('pp-moved');
    const view = await propose('pp-moved');
    await moveLeaf(api.world.store.db, { tenantId: T, sessionId: 'pp-moved', to: entries[3]!.id });
    const before = await context('pp-moved');

    const refused = await decide('pp-moved', view.id, 'approve');
    expect(refused.status).toBe(409);
    expect((await refused.json()) as Json).toMatchObject({
      type: `${PROBLEM}proposal-superseded`,
      detail:
        `compaction ${view.id} was approved but not committed: the session's branch moved past the proposal's ` +
        'snapshot (branch-moved); start a new compaction',
    });
    expect(await context('pp-moved')).toEqual(before);
    expect(await auditRow('pp-moved', view.id)).toMatchObject({
      status: 'superseded',
      decision: { decision: 'approved' },
    });
  });

  it('answers a start with ?wait as soon as the proposal is held, long before its TTL', async () => {
    await session('pp-wait');
    const before = await context('pp-wait');
    const json = { mode: 'propose', proposalTtlSeconds: 3600 };
    const started = await call('/v1/sessions/pp-wait/compactions?wait=120', { method: 'POST', json });
    expect(started.status).toBe(200);
    const view = (await started.json()) as Json;
    expect(started.headers.get('location')).toBe(`/v1/sessions/pp-wait/compactions/${view.id}`);
    expect(view).toMatchObject({ status: 'proposed', progress: { phase: 'proposed' } });
    expect(view.proposal.summary).toMatch(/^summary \d+/);
    expect(view.proposal.tokensAfter).toBeLessThan(view.proposal.tokensBefore);
    expect(Date.parse(view.proposal.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    expect(await context('pp-wait')).toEqual(before);
    expect(await auditRow('pp-wait', view.id)).toMatchObject({ status: 'proposed', decision: null });
    expect((await decide('pp-wait', view.id, 'reject', 'only waited for it')).status).toBe(200);
  });

  it('answers 202 with the started run when the proposal is not held within ?wait, as other waits do', async () => {
    await session('pp-wait-slow');
    api.world.fake.script({ text: 'slow summary', delayMs: 4_000 });
    const started = await call('/v1/sessions/pp-wait-slow/compactions?wait=1', {
      method: 'POST',
      json: { mode: 'propose' },
    });
    expect(started.status).toBe(202);
    const body = (await started.json()) as Json;
    expect(body).toMatchObject({ trigger: 'manual', workflowId: 'compact:pp:pp-wait-slow' });
    expect(started.headers.get('location')).toBe(`/v1/sessions/pp-wait-slow/compactions/${body.id}`);
    const held = await propose('pp-wait-slow', body.id);
    expect(held).toMatchObject({
      id: body.id,
      status: 'proposed',
      proposal: { summary: expect.stringMatching(/^slow summary\n/) },
    });
    expect((await decide('pp-wait-slow', body.id, 'reject', 'too slow')).status).toBe(200);
  });

  it('refuses mode propose for a trigger other than manual with 400 naming mode', async () => {
    await session('pp-trigger');
    const json = { mode: 'propose', trigger: 'threshold' };
    const refused = await call('/v1/sessions/pp-trigger/compactions', { method: 'POST', json });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).detail).toContain('mode propose needs trigger manual');
  });

  it('answers 409 proposal-not-pending for a run that is not a proposal and 404 for an unknown run', async () => {
    await session('pp-plain');
    const started = await call('/v1/sessions/pp-plain/compactions?wait=120', { method: 'POST', json: {} });
    const plain = (await started.json()) as Json;
    expect(plain).toMatchObject({ status: 'completed', result: { outcome: 'compacted' } });
    const refused = await decide('pp-plain', plain.id, 'reject', 'never proposed');
    expect(refused.status).toBe(409);
    expect((await refused.json()) as Json).toMatchObject({
      type: `${PROBLEM}proposal-not-pending`,
      detail: `compaction ${plain.id} holds no proposal (status committed)`,
    });
    const unknown = await decide('pp-plain', '00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.status).toBe(404);
  });

  it('answers 409, not 404, to a decision or a revert of a run started a moment ago that has no audit row yet', async () => {
    await session('pp-early');
    // No worker polls this queue: the run exists in Temporal and has not run a task, as in the instant after a start.
    const early = await startCompaction(
      { ...api.deps, taskQueue: 'pp-no-worker' },
      { tenantId: T, sessionId: 'pp-early' },
      {
        trigger: 'manual',
        mode: 'propose',
      },
    );
    try {
      const refused = await decide('pp-early', early.id, 'approve');
      expect(refused.status).toBe(409);
      expect((await refused.json()) as Json).toMatchObject({
        type: `${PROBLEM}proposal-not-pending`,
        detail: `compaction ${early.id} has no proposal yet (still running) or was not started with mode propose`,
      });
      const revert = await call(`/v1/sessions/pp-early/compactions/${early.id}/revert`, { method: 'POST', json: {} });
      expect(revert.status).toBe(409);
      expect(((await revert.json()) as Json).detail).toBe(
        `compaction ${early.id} is running; revert once it has finished`,
      );
    } finally {
      await api.world.env.client.workflow.getHandle(early.workflowId, early.id).terminate('test over');
    }
  });
});

/**
 * The remote-endpoint method of the chain (compaction spec §3.9, §7.1) on the real dev server: the configured
 * endpoint summarizes first; a failed, empty or summary-less answer passes on to the local LLM summary, which says
 * why in its warning; an endpoint the worker's allow-list refuses is never asked; `remoteEnabled: false` never calls
 * the endpoint.
 */
import type { Step } from '../../../fakes/fake-provider-server';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { and, asc, eq, like } from 'drizzle-orm';
import { countTokens } from '../../../../core/compaction/tokens';
import { providerUsage } from '../../../../schema';
import { withTenant } from '../../../../store/with-tenant';
import { auditOf } from '../../../helpers/store-queries';
import type { CompactSessionInput, CompactionRequestSettings } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-remote';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const ENDPOINT = '/summarize';

async function run(sessionId: string, settings: CompactionRequestSettings, endpointStep: (call: number) => Step) {
  world.fake.respondWith((request, call) =>
    request.path === ENDPOINT ? endpointStep(call) : { text: `LOCAL SUMMARY ${call}` },
  );
  await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30 }));
  const { worker, taskQueue } = await compactionWorker(world);
  const input: CompactSessionInput = { tenantId: T, sessionId, trigger: 'manual', settings };
  return worker.runUntil(startCompaction(world, taskQueue, input).then((h) => h.result()));
}

/** The usage rows of the endpoint's calls for the session: tokens, image tokens and the estimated flag. */
const endpointUsage = (sessionId: string) =>
  withTenant(world.store.db, T, (tx) =>
    tx
      .select({
        inputTokens: providerUsage.inputTokens,
        outputTokens: providerUsage.outputTokens,
        cachedTokens: providerUsage.cachedTokens,
        imageInputTokens: providerUsage.imageInputTokens,
        estimated: providerUsage.estimated,
      })
      .from(providerUsage)
      .where(and(eq(providerUsage.sessionId, sessionId), like(providerUsage.model, 'remote/%')))
      .orderBy(asc(providerUsage.id)),
  );

const pathsSince = (from: number) => world.fake.requests.slice(from).map((r) => r.path);

describe('the remote endpoint method', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('summarizes through the configured endpoint with {systemPrompt, prompt, maxTokens} and no model call', async () => {
    const from = world.fake.requests.length;
    const remoteEndpoint = `${world.fake.url}${ENDPOINT}`;
    const result = await run('remote-ok', { remoteEndpoint }, (call) => ({ text: `REMOTE SUMMARY ${call}` }));

    const host = new URL(world.fake.url).host;
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote', model: `remote/${host}` });
    expect(result.warning).toBeUndefined();
    const requests = world.fake.requests.slice(from);
    expect(new Set(requests.map((r) => r.path))).toEqual(new Set([ENDPOINT]));
    expect(Object.keys(requests[0]!.body as object).sort()).toEqual(['maxTokens', 'prompt', 'systemPrompt']);
    expect(await auditOf(world.store.db, ids('remote-ok'))).toMatchObject([
      { status: 'committed', method: 'remote', model: `remote/${host}` },
    ]);
    // The answers carry no usage: each call's row is estimated (bytes/4) from the text it sent and was answered.
    const estimates = requests.map((r, i) => {
      const body = r.body as { systemPrompt: string; prompt: string };
      const inputTokens = countTokens(body.systemPrompt) + countTokens(body.prompt);
      const outputTokens = countTokens(`REMOTE SUMMARY ${from + i + 1}`);
      return { inputTokens, outputTokens, cachedTokens: 0, imageInputTokens: null, estimated: true };
    });
    const byTokens = (a: { inputTokens: number }, b: { inputTokens: number }) => a.inputTokens - b.inputTokens;
    expect((await endpointUsage('remote-ok')).sort(byTokens)).toEqual(estimates.sort(byTokens));
  });

  it("records the usage the endpoint's answer reports, not an estimate", async () => {
    const usage = { inputTokens: 4321, outputTokens: 123, cachedTokens: 1000 };
    const remoteEndpoint = `${world.fake.url}${ENDPOINT}`;
    const result = await run('remote-usage', { remoteEndpoint }, (call) => ({
      status: 200,
      body: { summary: `REMOTE SUMMARY ${call}`, usage },
    }));
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote' });
    const rows = await endpointUsage('remote-usage');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      rows.map(() => ({
        inputTokens: 4321,
        outputTokens: 123,
        cachedTokens: 1000,
        imageInputTokens: null,
        estimated: false,
      })),
    );
  });

  it('falls back to the local summary on a malformed usage, naming the field, and records no endpoint row', async () => {
    const remoteEndpoint = `${world.fake.url}${ENDPOINT}`;
    const result = await run('remote-bad-usage', { remoteEndpoint }, () => ({
      status: 200,
      body: { summary: 'REMOTE', usage: { inputTokens: 'many', outputTokens: 1 } },
    }));
    const host = new URL(world.fake.url).host;
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(result.warning).toBe(
      `Remote endpoint failed (ProviderRejected: remote/${host}: the answer's usage.inputTokens must be a ` +
        'non-negative integer, got "many"); summarized locally.',
    );
    expect(await endpointUsage('remote-bad-usage')).toEqual([]);
  });

  it.each([
    ['an empty (non-JSON) body', { status: 200, body: undefined }],
    ['JSON without a summary', { status: 200, body: { result: 'no summary field' } }],
  ])('falls back to the local summary at once on %s, saying why', async (_name, step) => {
    const from = world.fake.requests.length;
    const sessionId = `remote-bad-${world.fake.requests.length}`;
    const result = await run(sessionId, { remoteEndpoint: `${world.fake.url}${ENDPOINT}` }, () => step);

    const host = new URL(world.fake.url).host;
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', model: 'anthropic/claude-opus-4-5' });
    expect(result.warning).toBe(
      `Remote endpoint failed (ProviderRejected: remote/${host}: response has no summary); summarized locally.`,
    );
    // A typed non-retryable failure is not retried: one endpoint call (or two in parallel: history and turn prefix).
    expect(pathsSince(from).filter((p) => p === ENDPOINT).length).toBeLessThanOrEqual(2);
    expect(pathsSince(from)).toContain('/v1/messages');
  });

  it('falls back to the local summary when the endpoint keeps failing, after its few attempts', async () => {
    const from = world.fake.requests.length;
    const result = await run('remote-502', { remoteEndpoint: `${world.fake.url}${ENDPOINT}` }, () => ({
      error: 'server',
    }));
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(result.warning).toMatch(
      /^Remote endpoint failed \(ProviderUnavailable: remote\/.*502.*\); summarized locally\.$/,
    );
    expect(pathsSince(from).filter((p) => p === ENDPOINT).length).toBeGreaterThanOrEqual(2);
  });

  it('passes on to the local summary without a request when the worker allow-list refuses the endpoint', async () => {
    const from = world.fake.requests.length;
    const port = new URL(world.fake.url).port;
    const result = await run('remote-refused', { remoteEndpoint: `http://localhost:${port}${ENDPOINT}` }, () => ({
      text: 'REMOTE',
    }));
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(result.warning).toBe(
      `Remote endpoint failed (RemoteEndpointRefused: http://localhost:${port} is not in ` +
        'COMPACTOR_REMOTE_ENDPOINT_ALLOW); summarized locally.',
    );
    expect(pathsSince(from)).not.toContain(ENDPOINT);
  });

  it('never calls the endpoint with remoteEnabled: false', async () => {
    const from = world.fake.requests.length;
    const settings = { remoteEndpoint: `${world.fake.url}${ENDPOINT}`, remoteEnabled: false };
    const result = await run('remote-off', settings, () => ({ text: 'REMOTE' }));
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(pathsSince(from)).not.toContain(ENDPOINT);
  });
});

/**
 * The viewer's decisions in a real headless Chromium against the real `compactor serve` on the embedded stack: a
 * session's pending proposal with Approve / Reject for a key with the `compact` scope (a reject asks for its
 * reason), the same proposal without the buttons for a read-only key, and a reverted compaction shown as reverted
 * in the timeline and the detail, what a session's compactions cost, per model as `GET /v1/usage` reports it, and
 * the session's latest quality eval (run by `compactor eval` before the server starts).
 * Proposals are made through the API (`mode: "propose"`, `?wait` until held) with
 * the wire-level fake Anthropic server as the summarizer.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { plantedSession } from '../../core/quality/planted-session';
import { REFERENCE_READER_LABEL } from '../../core/quality/reference-reader';
import { toJsonl } from '../../core/quality/synthetic-branch';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { REAL_SESSION } from '../helpers/fixtures';
import { CHROMIUM, describeBrowser } from '../helpers/chromium';
import { runCli } from '../helpers/run-cli';
import { startServe, type ServeProcess } from '../helpers/serve-process';

const SLOW = 300_000;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describeBrowser('decisions on compactions in the viewer', () => {
  let home: string;
  let fake: FakeProvider;
  let serve: ServeProcess;
  let browser: Browser;
  const keys = { compact: '', read: '', compactId: '' };
  const evaluated: { sessionId: string; report?: Json } = { sessionId: '' };

  const api = async (route: string, init: { method?: string; json?: unknown; ndjson?: string } = {}) => {
    const body = init.ndjson ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    const type = init.ndjson ? 'application/x-ndjson' : 'application/json';
    const response = await fetch(`${serve.url}${route}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${keys.compact}`, ...(body ? { 'content-type': type } : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  const session = async (id: string) => {
    const imported = await api(`/v1/sessions/import?id=${id}`, {
      method: 'POST',
      ndjson: readFileSync(REAL_SESSION, 'utf8'),
    });
    expect(imported.status).toBe(201);
  };

  const propose = async (id: string): Promise<string> => {
    const started = await api(`/v1/sessions/${id}/compactions?wait=240`, { method: 'POST', json: { mode: 'propose' } });
    expect(started).toMatchObject({ status: 200, body: { status: 'proposed' } });
    return started.body.id as string;
  };

  const auditRow = async (id: string, runId: string): Promise<Json> =>
    ((await api(`/v1/sessions/${id}/compactions`)).body as Json[]).find((row) => row.id === runId);

  const signedIn = async (key: string): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(`sessionStorage.setItem('compactor.apiKey', ${JSON.stringify(key)})`);
    return [context, await context.newPage()];
  };

  const statusOf = (page: Page, runId: string) => page.locator(`tr[data-run="${runId}"] [data-field="status"]`);

  beforeAll(async () => {
    home = mkdtempSync(path.join(tmpdir(), 'compactor-ui-proposals-'));
    fake = await startFakeProvider();
    fake.respondWith((_request, call) => ({ text: `## Goal\nRefactor the coding agent (proposal ${call}).` }));
    const env = {
      COMPACTOR_HOME: home,
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: '',
      LOG_LEVEL: 'warn',
      COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: fake.url,
    };
    expect((await runCli(['tenant', 'create', 'a'], env)).code).toBe(0);
    const compact = JSON.parse((await runCli(['key', 'create', '--tenant', 'a', '--json'], env)).stdout);
    const read = JSON.parse(
      (await runCli(['key', 'create', '--tenant', 'a', '--scopes', 'read', '--json'], env)).stdout,
    );
    Object.assign(keys, { compact: compact.secret, compactId: compact.id, read: read.secret });
    // The embedded store has one process at a time: the eval runs before the server starts.
    const planted = plantedSession({ seed: 31, targetTokens: 40_000 });
    const file = path.join(home, 'planted.jsonl');
    writeFileSync(file, toJsonl(planted.entries, planted.header));
    evaluated.sessionId = JSON.parse((await runCli(['ingest', file, '--tenant', 'a', '--json'], env)).stdout).sessionId;
    const ran = await runCli(
      ['eval', evaluated.sessionId, '--tenant', 'a', '--strategies', 'llm-summary', '--json'],
      env,
    );
    expect(ran).toMatchObject({ code: 0 });
    evaluated.report = JSON.parse(ran.stdout);
    serve = await startServe(env);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, SLOW);

  afterAll(async () => {
    await browser?.close();
    await serve?.stop();
    await fake?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it(
    'shows a read-only key the pending proposal without Approve or Reject, then approves it with a compact key',
    async () => {
      await session('approve-me');
      const runId = await propose('approve-me');

      const [readContext, readPage] = await signedIn(keys.read);
      await readPage.goto(`${serve.url}/ui/#/sessions/approve-me`);
      const shown = readPage.locator(`[data-proposal="${runId}"]`);
      await shown.locator('[data-proposal-summary]').waitFor();
      expect(await shown.locator('[data-proposal-summary]').textContent()).toContain('Refactor the coding agent');
      expect(await shown.locator('button').count()).toBe(0);
      expect(await statusOf(readPage, runId).textContent()).toBe('proposed');
      await readContext.close();

      const [context, page] = await signedIn(keys.compact);
      await page.goto(`${serve.url}/ui/#/sessions/approve-me`);
      const card = page.locator(`[data-proposal="${runId}"]`);
      await card.locator('[data-proposal-summary]').waitFor();
      await card.getByRole('button', { name: 'Approve' }).click();
      await card.waitFor({ state: 'detached' });
      expect(await statusOf(page, runId).textContent()).toBe('committed');
      expect(await auditRow('approve-me', runId)).toMatchObject({
        status: 'committed',
        decision: { decision: 'approved', by: keys.compactId },
      });
      await context.close();
    },
    SLOW,
  );

  it(
    'rejects a proposal with the reason typed, and offers no rejection without one',
    async () => {
      await session('reject-me');
      const runId = await propose('reject-me');
      const [context, page] = await signedIn(keys.compact);
      await page.goto(`${serve.url}/ui/#/sessions/reject-me`);
      const card = page.locator(`[data-proposal="${runId}"]`);
      await card.locator('[data-proposal-summary]').waitFor();
      await card.getByRole('button', { name: 'Reject…' }).click();
      const submit = card.getByRole('button', { name: 'Reject proposal' });
      expect(await submit.isDisabled()).toBe(true);
      await card.getByLabel('Why reject it?').fill('it drops the failing test');
      await submit.click();
      await card.waitFor({ state: 'detached' });
      expect(await statusOf(page, runId).textContent()).toBe('rejectedit drops the failing test');
      expect(await auditRow('reject-me', runId)).toMatchObject({
        status: 'rejected',
        decision: { decision: 'rejected', by: keys.compactId, reason: 'it drops the failing test' },
      });
      await context.close();
    },
    SLOW,
  );

  it(
    'shows a reverted compaction as reverted in the timeline and its detail',
    async () => {
      await session('revert-me');
      const committed = await api('/v1/sessions/revert-me/compactions?wait=240', { method: 'POST', json: {} });
      expect(committed.body).toMatchObject({ status: 'completed', result: { outcome: 'compacted' } });
      const { id: runId, result } = committed.body;
      const reverted = await api(`/v1/sessions/revert-me/compactions/${runId}/revert`, {
        method: 'POST',
        json: { reason: 'lost the plan' },
      });
      expect(reverted.status).toBe(200);

      const [context, page] = await signedIn(keys.read);
      await page.goto(`${serve.url}/ui/#/sessions/revert-me`);
      const row = page.locator(`[data-reverted-run="${runId}"]`);
      await row.waitFor();
      expect(await row.textContent()).toBe('committed, reverted');
      await page.locator(`tr[data-run="${runId}"] button.linkish`).click();
      const banner = page.locator(`[data-reverted="${result.compactionEntryId}"]`);
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Reverted at');
      await context.close();
    },
    SLOW,
  );

  it(
    "shows the session's latest eval per strategy under its reader label, and says how to run one where none ran",
    async () => {
      const [context, page] = await signedIn(keys.read);
      await page.goto(`${serve.url}/ui/#/sessions/${evaluated.sessionId}`);
      const { report } = evaluated;
      const panel = page.locator(`[data-eval="${report.run}"]`);
      await panel.waitFor();
      expect(await panel.locator('[data-field="reader"]').textContent()).toBe(REFERENCE_READER_LABEL);
      expect(await panel.textContent()).toContain('an upper bound');
      const share = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n * 100)}%`);
      const strategies = report.sessions[0].summaries as Json[];
      expect(strategies.map((s) => s.strategy)).toEqual(expect.arrayContaining(['full', 'llm-summary']));
      for (const s of strategies.filter((x) => x.status === 'ok')) {
        const row = panel.locator(`tr[data-strategy="${s.strategy}"]`);
        const cell = (field: string) => row.locator(`[data-field="${field}"]`).textContent();
        expect([await cell('accuracy'), await cell('recall'), await cell('billed')]).toEqual([
          share(s.overall?.macro),
          share(s.cells?.recall?.accuracy),
          s.billedInputTokens.toLocaleString('en-US'),
        ]);
      }

      await session('never-evaluated');
      await page.goto(`${serve.url}/ui/#/sessions/never-evaluated`);
      const none = page.locator('[data-eval="none"]');
      await none.waitFor();
      expect(await none.textContent()).toBe(
        'No eval of this session yet: compactor eval never-evaluated measures what each strategy keeps.',
      );
      await context.close();
    },
    SLOW,
  );

  it(
    "shows the session's compaction spend per model as GET /v1/usage reports it, and none before a compaction",
    async () => {
      await session('spend-me');
      const [context, page] = await signedIn(keys.read);
      await page.goto(`${serve.url}/ui/#/sessions/spend-me`);
      const none = page.locator('[data-spend-total="0"]');
      await none.waitFor();
      expect(await none.textContent()).toBe('No provider calls yet: snapcompact and pruning cost no tokens.');

      const committed = await api('/v1/sessions/spend-me/compactions?wait=240', { method: 'POST', json: {} });
      expect(committed.body).toMatchObject({
        status: 'completed',
        result: { outcome: 'compacted', method: 'context-full' },
      });
      const usage = (await api('/v1/usage?sessionId=spend-me')).body;
      expect(usage.total.calls).toBeGreaterThan(0);
      await page.reload();
      const [model] = usage.models as Json[];
      const row = page.locator(`[data-spend-model="${model.model}"]`);
      await row.waitFor();
      const cell = async (field: string) => row.locator(`[data-field="${field}"]`).textContent();
      const figure = (n: number) => n.toLocaleString('en-US');
      expect([await cell('calls'), await cell('input'), await cell('output'), await cell('image')]).toEqual([
        figure(model.calls),
        figure(model.inputTokens),
        figure(model.outputTokens),
        figure(model.imageInputTokens),
      ]);
      expect(await cell('cost')).toBe(
        model.estimatedCostUsd === null ? 'unpriced' : `$${model.estimatedCostUsd.toFixed(4)}`,
      );
      expect(await page.locator(`[data-spend-total="${usage.total.calls}"]`).count()).toBe(1);
      await context.close();
    },
    SLOW,
  );
});

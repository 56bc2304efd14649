/**
 * The audit viewer in a real headless Chromium (Debian's `chromium`, driven by playwright-core) against the real
 * `compactor serve` on the embedded stack (dev server, in-process worker, PGlite). The bundled example session is
 * imported and compacted twice through the API: an LLM summary through the wire-level fake Anthropic server, then
 * (after more turns) snapcompact. Screenshots of every view go to test-output/ui/ (gitignored).
 *
 * The browser: test/helpers/chromium.ts (CHROMIUM_PATH, else /usr/bin/chromium; required in CI).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { REAL_SESSION } from '../helpers/fixtures';
import { CHROMIUM, describeBrowser } from '../helpers/chromium';
import { runCli } from '../helpers/run-cli';
import { startServe, type ServeProcess } from '../helpers/serve-process';

const SHOTS = path.join(__dirname, '..', '..', 'test-output', 'ui');
const SESSION = 'example';
const SLOW = 300_000;

interface TimelineRow {
  id: string;
  trigger: string;
  status: string;
  method: string | null;
  tokensBefore: number | null;
  tokensAfter: number | null;
  model: string | null;
  promptHash: string | null;
}

describeBrowser('the audit viewer under /ui', () => {
  let home: string;
  let fake: FakeProvider;
  let serve: ServeProcess;
  let browser: Browser;
  let env: Record<string, string>;
  const keys: Record<string, string> = {};
  const compactions: { compactionEntryId: string; method: string }[] = [];
  let timeline: TimelineRow[] = [];

  const api = (key: string, route: string, init: { method?: string; body?: string; type?: string } = {}) =>
    fetch(`${serve.url}${route}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${key}`, ...(init.type ? { 'content-type': init.type } : {}) },
      body: init.body,
    });

  const compact = async (body: object) => {
    const response = await api(keys.a!, `/v1/sessions/${SESSION}/compactions?wait=240`, {
      method: 'POST',
      type: 'application/json',
      body: JSON.stringify(body),
    });
    const view = (await response.json()) as { result: { outcome: string; compactionEntryId: string; method: string } };
    expect(view.result.outcome).toBe('compacted');
    compactions.push({ compactionEntryId: view.result.compactionEntryId, method: view.result.method });
    return view.result.compactionEntryId;
  };

  /** A page signed in with a key (the key set in sessionStorage before the app starts, as after a sign-in). */
  const signedIn = async (key: string, viewport = { width: 1280, height: 900 }): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(`sessionStorage.setItem('compactor.apiKey', ${JSON.stringify(key)})`);
    return [context, await context.newPage()];
  };

  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    home = mkdtempSync(path.join(tmpdir(), 'compactor-ui-'));
    fake = await startFakeProvider();
    fake.respondWith((_request, call) => ({
      text: `## Goal\nRefactor the coding agent (summary ${call}).\n\n## Progress\n- step ${call} done\n- tests pass`,
    }));
    env = {
      COMPACTOR_HOME: home,
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: '',
      LOG_LEVEL: 'warn',
      COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: fake.url,
      COMPACTOR_TEMPORAL_UI_URL: 'http://temporal-ui.test:8233',
    };
    for (const tenant of ['a', 'b']) {
      expect((await runCli(['tenant', 'create', tenant], env)).code).toBe(0);
      const created = await runCli(['key', 'create', '--tenant', tenant, '--json'], env);
      keys[tenant] = (JSON.parse(created.stdout) as { secret: string }).secret;
    }
    serve = await startServe(env);
    const imported = await api(keys.a!, `/v1/sessions/import?id=${SESSION}`, {
      method: 'POST',
      type: 'application/x-ndjson',
      body: readFileSync(REAL_SESSION, 'utf8'),
    });
    expect(imported.status).toBe(201);
    const first = await compact({});
    const appended = await api(keys.a!, `/v1/sessions/${SESSION}/entries`, {
      method: 'POST',
      type: 'application/json',
      body: JSON.stringify({ entries: moreTurns(first, 6) }),
    });
    expect(appended.status).toBe(201);
    await compact({ strategy: 'snapcompact' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, SLOW);

  afterAll(async () => {
    await browser?.close();
    await serve?.stop();
    await fake?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('serves index.html with a CSP that forbids inline scripts and content-hashed assets cached as immutable', async () => {
    const index = await fetch(`${serve.url}/ui/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(index.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const html = await index.text();
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const script = /src="(assets\/app-[A-Z0-9]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(`${serve.url}/ui/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${serve.url}/ui`, { redirect: 'manual' })).headers.get('location')).toBe('/ui/');
  });

  it('signs in with the key typed once and lists the session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${serve.url}/ui/`);
    await page.fill('#key', keys.a!);
    await page.click('button[type=submit]');
    const row = page.locator(`[data-session="${SESSION}"]`);
    await row.waitFor();
    expect(await row.locator('.status').textContent()).toBe('active');
    expect(await row.locator('td.num').textContent()).toBe('1,016');
    await page.screenshot({ path: path.join(SHOTS, 'sessions.png'), fullPage: true });
    expect(await page.evaluate("sessionStorage.getItem('compactor.apiKey')")).toBe(keys.a);
    expect(requested.filter((u) => u.includes(keys.a!))).toEqual([]);
    await context.close();
  });

  it('shows the context-token chart with a drop per compaction and the timeline of the audit rows', async () => {
    const [context, page] = await signedIn(keys.a!);
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.locator('[data-detail]').waitFor();
    // The example file carries two compactions of its own (no audit rows: marked R); ours are the two recorded.
    const drops = await page
      .locator('[data-drop]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-drop'), e.getAttribute('data-trigger')]));
    expect(drops.filter(([, trigger]) => trigger === 'manual').map(([id]) => id)).toEqual(
      compactions.map((c) => c.compactionEntryId),
    );
    expect(drops.filter(([, trigger]) => trigger === 'imported')).toHaveLength(2);
    expect(await page.locator('[data-threshold]').getAttribute('data-threshold')).toBe('170000');
    timeline = await page.locator('tr[data-run]').evaluateAll((rows) =>
      rows.map((row) => {
        const text = (field: string) => row.querySelector(`[data-field="${field}"]`)?.firstChild?.textContent ?? '';
        const value = (field: string) => (text(field) === '—' ? null : text(field));
        const count = (field: string) => (value(field) === null ? null : Number(text(field).replace(/,/g, '')));
        return {
          id: row.getAttribute('data-run')!,
          trigger: text('trigger'),
          status: text('status'),
          method: value('method'),
          tokensBefore: count('tokensBefore'),
          tokensAfter: count('tokensAfter'),
          model: value('model'),
          promptHash: row.querySelector('[data-field="promptHash"]')?.getAttribute('title') ?? null,
        };
      }),
    );
    expect(timeline.map((r) => r.method)).toEqual(['context-full', 'snapcompact']);
    const link = await page.locator('tr[data-run] a[target=_blank]').first().getAttribute('href');
    expect(link).toBe(
      `http://temporal-ui.test:8233/namespaces/default/workflows/compact%3Aa%3Aexample/${timeline[0]!.id}/history`,
    );
    await page.screenshot({ path: path.join(SHOTS, 'session.png'), fullPage: true });
    await context.close();
  });

  it('renders the summary and its diff against the previous summary, and selects a compaction by keyboard', async () => {
    const [context, page] = await signedIn(keys.a!);
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.locator('[data-detail]').waitFor();
    const llm = compactions[0]!.compactionEntryId;
    await page.locator(`[data-drop="${llm}"]`).focus();
    await page.keyboard.press('Enter');
    await page.locator(`[data-detail="${llm}"]`).waitFor();
    expect(await page.locator('[data-summary]').textContent()).toContain('Refactor the coding agent (summary 1)');
    // Against the file's own last summary: its text removed, ours inserted.
    expect(await page.locator('[data-diff] ins').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-diff] del').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-diff] ins').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Refactor')]),
    );
    await page.locator('[data-region="kept"]').first().waitFor();
    await page.locator('.detail').screenshot({ path: path.join(SHOTS, 'summary-diff.png') });
    await context.close();
  });

  it('opens a snapcompact frame at 1:1', async () => {
    const [context, page] = await signedIn(keys.a!);
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.locator(`[data-detail="${compactions[1]!.compactionEntryId}"]`).waitFor();
    const frames = page.locator('[data-frame]');
    expect(await frames.count()).toBeGreaterThan(0);
    await page.locator('[data-frame] img').first().waitFor();
    await page.locator('.gallery').screenshot({ path: path.join(SHOTS, 'frames.png') });
    await frames.first().click();
    const zoomed = page.locator('dialog[open] img[data-zoomed]');
    await zoomed.waitFor();
    await page.waitForFunction("document.querySelector('img[data-zoomed]').complete");
    const size = (await page.evaluate(
      `(() => { const img = document.querySelector('img[data-zoomed]'); const r = img.getBoundingClientRect();
        return { natural: [img.naturalWidth, img.naturalHeight], shown: [r.width, r.height] }; })()`,
    )) as { natural: number[]; shown: number[] };
    expect(size.natural[0]).toBeGreaterThan(0);
    expect(size.shown).toEqual(size.natural);
    await page.screenshot({ path: path.join(SHOTS, 'frame-1to1.png') });
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await context.close();
  });

  it('replays the recorded compactions and shows a verdict per compaction', async () => {
    const [context, page] = await signedIn(keys.a!);
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.getByRole('button', { name: 'Replay recorded compactions' }).click();
    await page.locator('[data-replay]').waitFor({ timeout: 120_000 });
    expect(await page.locator('[data-replay]').getAttribute('data-replay')).toBe('true');
    expect(await page.locator('tr[data-run] .verdict.ok').count()).toBe(2);
    await page.locator('table.timeline').screenshot({ path: path.join(SHOTS, 'replay.png') });
    await context.close();
  }, 150_000);

  it('reads on a narrow screen without the page scrolling sideways', async () => {
    const [context, page] = await signedIn(keys.a!, { width: 390, height: 844 });
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.locator('[data-detail]').waitFor();
    // The spend panel loads on its own after the detail: measured before it, its wide table went unseen.
    await page.locator('[data-spend-total]').waitFor();
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, 'session-narrow.png'), fullPage: true });
    await context.close();
  });

  it('a wrong key shows what to do instead of data', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${serve.url}/ui/`);
    await page.fill('#key', 'ck_000000000000_wrong');
    await page.click('button[type=submit]');
    const error = page.locator('[data-error="unauthorized"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('compactor key create');
    expect(await page.evaluate("sessionStorage.getItem('compactor.apiKey')")).toBeNull();
    await page.screenshot({ path: path.join(SHOTS, 'wrong-key.png') });
    await context.close();
  });

  it("another tenant's key neither lists nor opens the session", async () => {
    const [context, page] = await signedIn(keys.b!);
    await page.goto(`${serve.url}/ui/`);
    await page.locator('.state.empty').waitFor();
    expect(await page.locator(`[data-session="${SESSION}"]`).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'other-tenant-list.png') });
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.reload();
    await page.locator('[data-error="not-found"]').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'other-tenant-session.png') });
    await context.close();
  });

  it('loads the session view to content quickly (median of 5 loads, written to test-output/ui)', async () => {
    const [context, page] = await signedIn(keys.a!);
    const content: number[] = [];
    const path_: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.goto('about:blank');
      await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
      // Content: the chart with its drops, the timeline and the selected compaction's summary.
      await page.locator('[data-detail] [data-summary]').waitFor();
      content.push((await page.evaluate('performance.now()')) as number);
      await page.locator('[data-region]').first().waitFor();
      path_.push((await page.evaluate('performance.now()')) as number);
    }
    const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[2]!);
    const report = { contentMs: content.map(Math.round), pathMs: path_.map(Math.round), median: median(content) };
    writeFileSync(path.join(SHOTS, 'time-to-content.json'), JSON.stringify({ ...report, pathMedian: median(path_) }));
    // A sanity bound only (the machine is shared); the measured median is reported, the target is under 1 s.
    expect(report.median).toBeLessThan(15_000);
    await context.close();
  });

  it('says the server is unreachable once it stops, and its timeline equals `compactor history --json`', async () => {
    const [context, page] = await signedIn(keys.a!);
    await page.goto(`${serve.url}/ui/#/sessions/${SESSION}`);
    await page.locator('[data-region]').first().waitFor();
    await page.locator('.tree [data-leaf]').waitFor();
    expect(await serve.stop()).toBe(0);
    await page.getByRole('button', { name: 'Replay recorded compactions' }).click();
    await page.locator('section[aria-labelledby="timeline-title"] [data-error="unreachable"]').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'unreachable.png') });
    await context.close();

    const history = await runCli(['history', SESSION, '--tenant', 'a', '--json'], env);
    expect(history.code).toBe(0);
    const rows = JSON.parse(history.stdout) as (TimelineRow & { runId: string })[];
    expect(timeline).toEqual(
      rows.map((r) => ({
        id: r.runId,
        trigger: r.trigger,
        status: r.status,
        method: r.method,
        tokensBefore: r.tokensBefore,
        tokensAfter: r.tokensAfter,
        model: r.model,
        promptHash: r.promptHash,
      })),
    );
  }, 120_000);
});

/** `turns` more user/assistant turns of about 3k tokens each after `parentId`. */
function moreTurns(parentId: string, turns: number): object[] {
  const words = (n: number, seed: number) =>
    Array.from({ length: n }, (_v, i) => `word${(i * 7 + seed) % 997}`).join(' ');
  const entries: object[] = [];
  let parent = parentId;
  for (let t = 0; t < turns; t += 1) {
    const at = `2026-01-01T00:0${t}:00Z`;
    entries.push(
      {
        type: 'message',
        id: `u${t}`,
        parentId: parent,
        timestamp: at,
        message: { role: 'user', content: [{ type: 'text', text: `Turn ${t}: ${words(3000, t)}` }], timestamp: 0 },
      },
      {
        type: 'message',
        id: `a${t}`,
        parentId: `u${t}`,
        timestamp: at,
        message: {
          role: 'assistant',
          content: [{ type: 'text', text: `Answer ${t}: ${words(3000, t + 50)}` }],
          api: 'anthropic-messages',
          provider: 'anthropic',
          model: 'claude-opus-4-5',
          usage: {
            input: 10,
            output: 30,
            cacheRead: 0,
            cacheWrite: 0,
            totalTokens: 40,
            cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
          },
          stopReason: 'stop',
          timestamp: 1,
        },
      },
    );
    parent = `a${t}`;
  }
  return entries;
}

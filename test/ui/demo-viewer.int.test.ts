/**
 * A newcomer's path from `npm run demo` to the audit viewer, in a real headless Chromium: the demo's printed
 * commands run as printed (an API key for the demo's tenant, then `compactor serve`), the printed URL opened and
 * signed in with that key shows the demo session and its snapcompact compaction; and `demo --serve` does the same in
 * one step. Each demo is a child process on its own embedded stack (dev server, in-process worker, PGlite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, describeBrowser } from '../helpers/chromium';
import { runCli } from '../helpers/run-cli';
import { startServe, type ServeProcess } from '../helpers/serve-process';

const SLOW = 420_000;
const PRINTED_CLI = 'npx compactor ';

describeBrowser('the demo opens in the audit viewer', () => {
  let browser: Browser;
  const homes: string[] = [];
  const servers: ServeProcess[] = [];
  const embedded = () => {
    const home = mkdtempSync(path.join(tmpdir(), 'compactor-demo-viewer-'));
    homes.push(home);
    return { COMPACTOR_HOME: home, DATABASE_URL: '', TEMPORAL_ADDRESS: '', ANTHROPIC_API_KEY: '', OPENAI_API_KEY: '' };
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    for (const home of homes) rmSync(home, { recursive: true, force: true });
  });

  /** Opens `url` signed out, signs in with `key` at the form, and reads the session view's timeline. */
  const openSignedIn = async (url: string, key: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.fill('#key', key);
    await page.click('button[type=submit]');
    await page.locator('tr[data-run]').first().waitFor();
    const runs = await page
      .locator('tr[data-run]')
      .evaluateAll((rows) =>
        rows.map((row) =>
          ['trigger', 'method'].map((f) => row.querySelector(`[data-field="${f}"]`)?.firstChild?.textContent),
        ),
      );
    const tenant = await page.locator('header .tenant').textContent();
    await context.close();
    return { runs, tenant };
  };

  it(
    'prints the key and serve commands and the session URL, and following them shows the session',
    async () => {
      const env = embedded();
      const demo = await runCli(['demo'], env);
      expect([demo.code, demo.stderr]).toEqual([0, '']);
      const sessionId = /as (\S+) \(pglite\)/.exec(demo.stdout)![1]!;
      const home = `COMPACTOR_HOME=${env.COMPACTOR_HOME} `;
      const url = `http://127.0.0.1:8787/ui/#/sessions/${sessionId}`;
      expect(demo.stdout.trimEnd().split('\n').slice(-5)).toEqual([
        'see it in the audit viewer:',
        `  ${home}${PRINTED_CLI}key create --tenant default --name viewer --scopes read    # prints an API key once`,
        `  ${home}${PRINTED_CLI}serve`,
        `  then open ${url} and sign in with that key`,
        '(or in one step: npx compactor demo --serve)',
      ]);

      const keyCommand = demo.stdout.split('\n').at(-5)!.split('#')[0]!.trim().slice(`${home}${PRINTED_CLI}`.length);
      const created = await runCli(keyCommand.split(' '), env);
      expect(created.code).toBe(0);
      const key = created.stdout.split('\n')[0]!;
      expect(key).toMatch(/^ck_[0-9a-f]{12}_/);
      // The printed `serve`, on a free port instead of 8787: other tests may hold that one.
      const server = await startServe(env, ['serve', '--port', '0']);
      servers.push(server);
      const seen = await openSignedIn(url.replace('http://127.0.0.1:8787', server.url), key);
      expect(seen).toEqual({ runs: [['manual', 'snapcompact']], tenant: 'tenant default' });
    },
    SLOW,
  );

  it(
    '`demo --serve` creates the key and serves the viewer on the session in one step, and stops on Ctrl-C',
    async () => {
      const demo = await startServe(embedded(), ['demo', '--serve', '--port', '0']);
      const stdout = await demo.stdoutMatching(/serving until Ctrl-C/);
      const url = /^viewer: +(\S+)$/m.exec(stdout)![1]!;
      const key = /^API key: +(ck_\S+)$/m.exec(stdout)![1]!;
      const sessionId = /as (\S+) \(pglite\)/.exec(stdout)![1]!;
      expect(url).toBe(`${demo.url}/ui/#/sessions/${sessionId}`);
      expect(await openSignedIn(url, key)).toEqual({ runs: [['manual', 'snapcompact']], tenant: 'tenant default' });
      expect(await demo.stop()).toBe(0);
    },
    SLOW,
  );
});

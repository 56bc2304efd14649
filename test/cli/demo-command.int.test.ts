import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEmbedded } from '../helpers/database';
import { runCli } from '../helpers/run-cli';

describeEmbedded('compactor demo', () => {
  it('ingests the bundled example, compacts it with snapcompact and writes its frames, with no key or server', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-demo-'));
    const env = {
      COMPACTOR_HOME: home,
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: '',
      ANTHROPIC_API_KEY: '',
      OPENAI_API_KEY: '',
    };
    const result = await runCli(['demo', '--json'], env);

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ entries: 1002, store: 'pglite', temporal: { embedded: true } });
    // The example's second compaction keeps from entry 550: summary + 452 entries, minus non-message entries
    // and the failed turns dropped from the LLM view.
    expect(report.before).toMatchObject({ messages: 439 });
    expect(report.compaction).toMatchObject({ outcome: 'compacted', method: 'snapcompact', tokensBefore: 168018 });
    expect(report.after.tokens).toBeLessThan(report.before.tokens / 2);
    expect(report.frames.length).toBeGreaterThan(0);
    for (const file of report.frames as string[]) {
      expect(file.startsWith(path.join(home, 'frames'))).toBe(true);
      expect(existsSync(file) && readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    }
    // What shows the session in the audit viewer (test/ui/demo-viewer.int.test.ts follows it in a browser).
    expect(report.viewer).toEqual({
      commands: [
        `COMPACTOR_HOME=${home} npx compactor key create --tenant default --name viewer --scopes read`,
        `COMPACTOR_HOME=${home} npx compactor serve`,
      ],
      url: `http://127.0.0.1:8787/ui/#/sessions/${report.sessionId}`,
      oneStep: 'npx compactor demo --serve',
    });
    // The demo registered its tenant: a key for it is one command, with no `tenant create` first.
    const key = await runCli(['key', 'create', '--tenant', 'default', '--json'], env);
    expect(key.code).toBe(0);
    expect(JSON.parse(key.stdout)).toMatchObject({ tenantId: 'default', secret: expect.stringMatching(/^ck_/) });
    const tenants = await runCli(['tenant', 'list', '--json'], env);
    expect(JSON.parse(tenants.stdout)).toEqual([
      { id: 'default', name: null, createdAt: expect.any(String), disabledAt: null },
    ]);
    // A whole demo in a child process: over a minute on a loaded machine.
  }, 300_000);

  it('refuses --serve with --json before opening anything', async () => {
    const result = await runCli(['demo', '--serve', '--json'], { COMPACTOR_HOME: '/nonexistent/compactor-home' });
    expect([result.code, result.stderr]).toEqual([
      2,
      'compactor: --serve prints for a person: use it without --json\n',
    ]);
  });
});

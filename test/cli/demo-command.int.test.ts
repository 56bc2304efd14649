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
    // A whole demo in a child process: over a minute on a loaded machine.
  }, 300_000);
});

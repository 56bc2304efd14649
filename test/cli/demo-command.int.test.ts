import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../helpers/run-cli';

describe('compactor demo', () => {
  it('ingests the bundled example, reports its rebuilt context size and the stack healthy as JSON', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-demo-'));
    const result = await runCli(['demo', '--json'], { COMPACTOR_HOME: home, DATABASE_URL: '', TEMPORAL_ADDRESS: '' });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ healthy: true, store: 'pglite', temporal: { embedded: true } });
    expect(report.workflowId).toMatch(/^smoke-default-/);
    // The example's second compaction keeps from entry 550: summary + 452 entries, minus non-message entries
    // and the failed turns dropped from the LLM view.
    expect(report.example).toMatchObject({ entries: 1002, messages: 439 });
    expect(report.example.tokens).toBeGreaterThan(100_000);
  });
});

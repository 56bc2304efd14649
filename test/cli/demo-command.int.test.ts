import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../helpers/run-cli';

describe('compactor demo', () => {
  it('starts the embedded stack from nothing and reports it healthy as JSON', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-demo-'));
    const result = await runCli(['demo', '--json'], { COMPACTOR_HOME: home, DATABASE_URL: '', TEMPORAL_ADDRESS: '' });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ healthy: true, store: 'pglite', temporal: { embedded: true } });
    expect(report.workflowId).toMatch(/^smoke-default-/);
  });
});

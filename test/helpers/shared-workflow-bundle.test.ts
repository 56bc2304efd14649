import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runWorkflowBundle } from './temporal';

describe('the workflow bundle shared by the test files of a jest run', () => {
  let runDir: string;
  beforeEach(() => {
    runDir = mkdtempSync(path.join(os.tmpdir(), 'shared-bundle-'));
  });
  afterEach(() => rmSync(runDir, { recursive: true, force: true }));

  it('is built by the first file that needs it and left in the run directory for the others', async () => {
    const built = await runWorkflowBundle(runDir);
    expect(built.code).toContain('compactSession');
    const left = JSON.parse(readFileSync(path.join(runDir, 'workflow-bundle.json'), 'utf8'));
    expect(left).toEqual({ code: built.code, sourceMap: built.sourceMap });
    expect(existsSync(path.join(runDir, `workflow-bundle.json.${process.pid}.partial`))).toBe(false);
  });

  it('is loaded, not rebuilt, by a file that finds it there', async () => {
    const earlier = { code: '/* the bundle an earlier test file built */', sourceMap: '{}' };
    writeFileSync(path.join(runDir, 'workflow-bundle.json'), JSON.stringify(earlier));
    await expect(runWorkflowBundle(runDir)).resolves.toEqual(earlier);
  });
});

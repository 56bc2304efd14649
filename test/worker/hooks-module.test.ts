import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../worker/config';
import { HooksModuleError, loadHooksModule } from '../../worker/hooks-module';
import { runCli } from '../helpers/run-cli';

const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-hooks-'));
const moduleFile = (name: string, source: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
};

describe('loadHooksModule', () => {
  it('loads an exported `hooks` array with working handlers', async () => {
    const seen = path.join(dir, 'seen.txt');
    const file = moduleFile(
      'array.js',
      `exports.hooks = [
        { name: 'audit', afterCompact: async (event) => require('node:fs').writeFileSync(${JSON.stringify(seen)}, event.sessionId) },
        { name: 'veto', beforeCompact: async () => ({ cancel: true }) },
      ];`,
    );
    const hooks = loadHooksModule(file);
    expect(hooks.map((h) => h.name)).toEqual(['audit', 'veto']);
    const signal = new AbortController().signal;
    await expect(hooks[1]!.beforeCompact!({} as never, signal)).resolves.toEqual({ cancel: true });
    await hooks[0]!.afterCompact!({ sessionId: 's-1' } as never, signal);
    expect(readFileSync(seen, 'utf8')).toBe('s-1');
  });

  it('loads a single default export', () => {
    const file = moduleFile('default.js', `module.exports.default = { name: 'one', compacting: async () => ({}) };`);
    expect(loadHooksModule(file).map((h) => h.name)).toEqual(['one']);
  });

  it('means no hooks when none is configured', () => {
    expect(loadHooksModule(undefined)).toEqual([]);
  });

  it.each([
    ['missing.js', undefined, 'missing.js does not exist'],
    ['empty.js', 'exports.other = 1;', 'exports no hooks (export `hooks` or a default)'],
    ['nameless.js', 'exports.hooks = [{ afterCompact: async () => {} }];', 'hooks 0 needs a non-empty string `name`'],
    [
      'not-a-function.js',
      "exports.hooks = { name: 'x', beforeCompact: 'yes' };",
      'hooks 0 (x): beforeCompact must be a function',
    ],
    [
      'no-handler.js',
      "exports.hooks = { name: 'x' };",
      'hooks 0 (x) has none of beforeCompact, compacting, afterCompact, beforeTree',
    ],
    ['throws.js', "throw new Error('boom at load');", 'could not be loaded: boom at load'],
  ])('rejects %s with a HooksModuleError naming the file', (name, source, message) => {
    const file = source === undefined ? path.join(dir, name) : moduleFile(name, source);
    expect(() => loadHooksModule(file)).toThrow(HooksModuleError);
    expect(() => loadHooksModule(file)).toThrow(`COMPACTOR_HOOKS_MODULE ${file}`);
    expect(() => loadHooksModule(file)).toThrow(message);
  });
});

it('COMPACTOR_HOOKS_MODULE resolves against the working directory', () => {
  expect(parseConfig({ COMPACTOR_HOOKS_MODULE: 'hooks/index.js' }, '/srv/app').hooksModule).toBe(
    '/srv/app/hooks/index.js',
  );
  expect(parseConfig({}, '/srv/app').hooksModule).toBeUndefined();
});

it('`compactor worker` loads the hooks module before it connects anywhere, and stops on a bad one', async () => {
  const file = moduleFile('bad-worker-hooks.js', "exports.hooks = { name: 'x' };");
  const result = await runCli(['worker'], {
    COMPACTOR_HOOKS_MODULE: file,
    DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none',
    TEMPORAL_ADDRESS: '127.0.0.1:1',
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    `compactor: COMPACTOR_HOOKS_MODULE ${file}: hooks 0 (x) has none of beforeCompact, compacting, afterCompact, beforeTree, beforeSwitch, afterTree\n`,
  );
});

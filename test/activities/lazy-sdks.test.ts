/**
 * A worker loads the activities at start; the provider SDKs and sharp load on first use instead (together they are
 * about a second of every start, and a deployment uses one or two providers).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const LAZY = /node_modules\/(openai|@anthropic-ai|@google\/genai|sharp)\//;

/** Requires `modulePath` from the sources in a fresh Node process; returns the lazy packages it loaded. */
function lazyPackagesLoadedBy(modulePath: string): string[] {
  const script = `
    require(${JSON.stringify(modulePath)});
    process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const files = JSON.parse(out) as string[];
  return [...new Set(files.filter((f) => LAZY.test(f)).map((f) => LAZY.exec(f)![1]!))].sort();
}

describe('what loading the activities loads', () => {
  it('loads no provider SDK and not sharp', () => {
    expect(lazyPackagesLoadedBy('./activities/index.ts')).toEqual([]);
  });

  it('the probe does see a provider module that imports its SDK', () => {
    expect(lazyPackagesLoadedBy('./activities/llm/providers/anthropic-messages.ts')).toEqual(['@anthropic-ai']);
  });
});

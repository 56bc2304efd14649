/** The archive check: histories are append-only, and workflow-reachable changes need a newly recorded history. */
import path from 'node:path';
import { bundleInputs, checkArchive, valueImports, type BundleManifest } from '../../scripts/replay-archive';

const manifest: BundleManifest = {
  histories: { 'a.json': 'h1' },
  newestHistory: 'a.json',
  sources: { 'workflows/index.ts': 's1', 'core/x.ts': 's2' },
  packages: { '@temporalio/workflow': '1.24.0' },
};

describe('the replay archive check', () => {
  it('passes when nothing changed', () => {
    expect(checkArchive(manifest, { ...manifest })).toEqual({ ok: true });
  });

  it('fails when workflow-reachable code changed and no new history was recorded', () => {
    const result = checkArchive(manifest, { ...manifest, sources: { ...manifest.sources, 'core/x.ts': 's3' } });
    expect(result).toMatchObject({
      ok: false,
      problems: [
        expect.stringMatching(
          /^workflow-reachable code changed since a\.json was recorded: core\/x\.ts\. Put the change behind patched\(\), record a new history/,
        ),
      ],
    });
  });

  it('points at the new history when one was recorded but the manifest not re-keyed', () => {
    const result = checkArchive(manifest, {
      ...manifest,
      histories: { ...manifest.histories, 'b.json': 'h2' },
      packages: { '@temporalio/workflow': '1.25.0' },
    });
    expect(result).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('(b.json): npm run replay:manifest')],
    });
  });

  it('fails when an archived history was re-recorded or deleted', () => {
    expect(checkArchive(manifest, { ...manifest, histories: { 'a.json': 'other' } })).toEqual({
      ok: false,
      problems: ['archived history a.json was modified (re-recorded?)'],
    });
    expect(checkArchive(manifest, { ...manifest, histories: {} })).toEqual({
      ok: false,
      problems: ['archived history a.json was deleted'],
    });
  });

  it('follows value imports only: type-only imports do not reach the bundle', () => {
    const source = [
      "import { a, type B } from './a';",
      "import type { C } from '../activities/c';",
      "export type { D } from './d';",
      "export * from './e';",
      "import '@temporalio/workflow';",
      "  const lazy = require('@temporalio/interceptors-opentelemetry/lib/workflow') as typeof import('./f');",
    ].join('\n');
    expect(valueImports(source)).toEqual([
      './a',
      './e',
      '@temporalio/workflow',
      '@temporalio/interceptors-opentelemetry/lib/workflow',
    ]);
  });

  it('finds the workflow programs, the bundled interceptors and their core modules, not the activities', () => {
    const { sources, packages } = bundleInputs(path.join(__dirname, '..', '..'));
    const files = Object.keys(sources);
    expect(files).toEqual(
      expect.arrayContaining([
        'workflows/compact-session.ts',
        'workflows/interceptors.ts',
        'workflows/method-chain.ts',
        'workflows/methods/index.ts',
      ]),
    );
    expect(files.some((f) => f.startsWith('activities/'))).toBe(false);
    // A new interceptors release changes what every workflow task runs: it needs a new recorded history too.
    expect(Object.keys(packages)).toEqual(
      expect.arrayContaining(['@temporalio/workflow', '@temporalio/interceptors-opentelemetry']),
    );
  });
});

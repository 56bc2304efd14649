/**
 * The compiled build (`npm run build`, run by `npm ci` through `prepare`): tsc emits the runtime folders to dist/,
 * the assets read at run time are copied beside them, the workflow bundle is built once into
 * dist/workflow-bundle.js, the audit viewer is bundled into dist/viewer, and a stamp records which sources this build was made from (bin/build-fingerprint.js).
 * The stamp is written last: an interrupted build leaves no stamp, and bin/compactor.js then runs the sources.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { fingerprint, STAMP } from '../bin/build-fingerprint';
import { buildUi } from '../ui/build';

const ROOT = path.join(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const ASSETS = ['prompts', 'fonts', path.join('schema', 'migrations'), 'examples'];

async function build(): Promise<void> {
  const started = Date.now();
  // Taken before compiling: a source edited while the build runs leaves the build stale, not stamped as current.
  const inputs = fingerprint(ROOT);
  rmSync(DIST, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  for (const asset of ASSETS) cpSync(path.join(ROOT, asset), path.join(DIST, asset), { recursive: true });
  // The audit viewer served under /ui: built here so an installed package serves it without a build step.
  const ui = await buildUi(path.join(DIST, 'viewer'));
  const noop = () => undefined;
  const bundle = await bundleWorkflowCode({
    workflowsPath: path.join(DIST, 'workflows', 'index.js'),
    workflowInterceptorModules: [path.join(DIST, 'workflows', 'interceptors.js')],
    logger: {
      trace: noop,
      debug: noop,
      info: noop,
      log: noop,
      error: noop,
      warn: (m) => process.stderr.write(`${m}\n`),
    },
  });
  writeFileSync(path.join(DIST, 'workflow-bundle.js'), bundle.code);
  writeFileSync(path.join(ROOT, STAMP), JSON.stringify({ fingerprint: inputs }));
  const kib = Math.round(Buffer.byteLength(bundle.code) / 1024);
  process.stdout.write(
    `build ok: dist/ with a ${kib} KiB workflow bundle and the viewer (${ui.script}) in ${Date.now() - started} ms\n`,
  );
}

build().catch((error: unknown) => {
  process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

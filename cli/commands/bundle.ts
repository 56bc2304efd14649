/** `compactor bundle --check`: builds the workflow bundle and fails if workflow code imports something it must not. */
import type { Command } from 'commander';
import type * as BundleModule from '../../worker/bundle';

export function registerBundle(program: Command): void {
  program
    .command('bundle')
    .description('build the workflow bundle (fails on Node or server-only imports in workflow code)')
    .option('--check', 'only check that the bundle builds; print its size')
    .action(async () => {
      const started = Date.now();
      const { buildWorkflowBundle } = require('../../worker/bundle') as typeof BundleModule;
      const bundle = await buildWorkflowBundle({ warn: (m) => process.stderr.write(`bundle warning: ${m}\n`) });
      const kb = Math.round(Buffer.byteLength(bundle.code) / 1024);
      process.stdout.write(`workflow bundle ok: ${kb} KiB in ${Date.now() - started} ms\n`);
    });
}

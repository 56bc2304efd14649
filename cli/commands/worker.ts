/** `compactor worker`: a long-running worker against TEMPORAL_ADDRESS that drains on SIGTERM. */
import type { Command } from 'commander';
import { createActivities } from '../../activities';
import { createLlm } from '../../activities/llm';
import { loadSnapcompactFonts } from '../../activities/snapcompact/fonts';
import { connectTemporal, openStore } from '../../worker/deps';
import { loadHooksModule } from '../../worker/hooks-module';
import { createLogger } from '../../worker/logger';
import { installRuntime } from '../../worker/runtime';
import { createWorker, runUntilSignalled } from '../../worker/run-worker';
import type { ConfigLoader } from '../main';

export function registerWorker(program: Command, getConfig: ConfigLoader): void {
  program
    .command('worker')
    .description('run a compactor worker on TEMPORAL_ADDRESS (default localhost:7233) until SIGTERM')
    .action(async () => {
      const config = getConfig();
      const log = createLogger(config.logLevel);
      installRuntime(log);
      // Prompts and fonts are verified before anything connects: a broken install must not start polling.
      const llm = createLlm({ settings: config.llm });
      const fonts = await loadSnapcompactFonts();
      const hooks = loadHooksModule(config.hooksModule);
      const store = await openStore(config);
      const connection = await connectTemporal(config).catch(async (error: unknown) => {
        await store.close();
        throw error;
      });
      try {
        const worker = await createWorker({
          connection,
          namespace: config.temporal.namespace,
          taskQueue: config.temporal.taskQueue,
          activities: createActivities({
            db: store.db,
            llm,
            fonts,
            hooks,
            onHookFailure: (failure) => log.warn(failure, 'compaction hook failed'),
          }),
          shutdownGraceMs: config.worker.shutdownGraceMs,
          maxConcurrentActivities: config.worker.maxConcurrentActivities,
        });
        log.info(
          { taskQueue: config.temporal.taskQueue, store: store.kind, hooks: hooks.map((h) => h.name) },
          'worker started',
        );
        await runUntilSignalled(worker, (signal) => log.info({ signal }, 'draining worker'));
        log.info('worker stopped');
      } finally {
        await connection.close();
        await store.close();
      }
    });
}

/** `compactor worker`: a long-running worker against TEMPORAL_ADDRESS that drains on SIGTERM. */
import type { Command } from 'commander';
import type { ConfigLoader } from '../config-loader';
import type * as ActivitiesModule from '../../activities';
import type * as LlmModule from '../../activities/llm';
import type * as FontsModule from '../../activities/snapcompact/fonts';
import type * as DepsModule from '../../worker/deps';
import type * as HooksModule from '../../worker/hooks-module';
import type * as LoggerModule from '../../worker/logger';
import type * as ProcessGuardModule from '../../worker/process-guard';
import type * as RuntimeModule from '../../worker/runtime';
import type * as RunWorkerModule from '../../worker/run-worker';
import type * as TracingModule from '../../worker/tracing';
import type * as BundleModule from '../../worker/bundle';
import type * as PriceTableModule from '../../worker/price-table';

export function registerWorker(program: Command, getConfig: ConfigLoader): void {
  program
    .command('worker')
    .description('run a compactor worker on TEMPORAL_ADDRESS (default localhost:7233) until SIGTERM')
    .action(async () => {
      const config = getConfig();
      const { createActivities } = require('../../activities') as typeof ActivitiesModule;
      const { createLlm } = require('../../activities/llm') as typeof LlmModule;
      const { loadSnapcompactFonts } = require('../../activities/snapcompact/fonts') as typeof FontsModule;
      const { connectTemporal, openStore } = require('../../worker/deps') as typeof DepsModule;
      const { loadHooksModule } = require('../../worker/hooks-module') as typeof HooksModule;
      const { createLogger } = require('../../worker/logger') as typeof LoggerModule;
      const { installRuntime } = require('../../worker/runtime') as typeof RuntimeModule;
      const { installProcessGuard } = require('../../worker/process-guard') as typeof ProcessGuardModule;
      const { createWorker, runUntilSignalled } = require('../../worker/run-worker') as typeof RunWorkerModule;
      const { programVersion, workflowBundle } = require('../../worker/bundle') as typeof BundleModule;
      const log = createLogger(config.logLevel);
      installRuntime(log);
      // A lost database connection must cost only the activities that were using it, never the process.
      installProcessGuard(log);
      // OpenTelemetry only when OTEL_* asks for traces: otherwise no SDK is loaded.
      const tracing = config.tracing
        ? (require('../../worker/tracing') as typeof TracingModule).startTracing(config.tracing)
        : undefined;
      // Prompts and fonts are verified before anything connects: a broken install must not start polling.
      const llm = createLlm({ settings: config.llm, tracer: tracing?.tracer });
      const fonts = await loadSnapcompactFonts();
      const hooks = loadHooksModule(config.hooksModule);
      // A bad price file stops the worker here, as it stops `serve`: cost budgets are checked at these prices.
      const { loadPriceTable } = require('../../worker/price-table') as typeof PriceTableModule;
      const prices = loadPriceTable(config.priceTable);
      const store = await openStore(config);
      const connection = await connectTemporal(config).catch(async (error: unknown) => {
        await store.close();
        throw error;
      });
      try {
        const bundle = await workflowBundle();
        const workflowProgram = programVersion(bundle);
        const worker = await createWorker({
          connection,
          namespace: config.temporal.namespace,
          taskQueue: config.temporal.taskQueue,
          workflowBundle: bundle,
          activities: createActivities({
            db: store.db,
            llm,
            fonts,
            hooks,
            onHookFailure: (failure) => log.warn(failure, 'compaction hook failed'),
            prices,
            programVersion: workflowProgram,
          }),
          shutdownGraceMs: config.worker.shutdownGraceMs,
          maxConcurrentActivities: config.worker.maxConcurrentActivities,
          tracing,
        });
        log.info(
          {
            taskQueue: config.temporal.taskQueue,
            store: store.kind,
            hooks: hooks.map((h) => h.name),
            program: workflowProgram,
          },
          'worker started',
        );
        await runUntilSignalled(worker, (signal) => log.info({ signal }, 'draining worker'));
        log.info('worker stopped');
      } finally {
        await connection.close();
        await store.close();
        await tracing?.shutdown();
      }
    });
}

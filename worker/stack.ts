/**
 * The runtime a CLI command or the HTTP server works against. With TEMPORAL_ADDRESS set it is a client of that cluster (workers run
 * elsewhere); without it, the embedded stack: the Temporal CLI dev server (histories in $COMPACTOR_HOME) and an
 * in-process worker, next to the store (PGlite unless DATABASE_URL is set).
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Client, Connection } from '@temporalio/client';
import type { Worker } from '@temporalio/worker';
import { createActivities } from '../activities';
import { createLlm } from '../activities/llm';
import type { Database } from '../store/database';
import type { Config } from './config';
import { openStore } from './deps';
import { startEmbeddedTemporal, type EmbeddedTemporal } from './embedded-temporal';
import { loadHooksModule } from './hooks-module';
import { createLogger } from './logger';
import { programVersion, workflowBundle } from './bundle';
import { loadPriceTable } from './price-table';
import { createWorker } from './run-worker';
import { reach } from './temporal-errors';
import { installRuntime } from './runtime';
import type * as TracingModule from './tracing';
import type { Tracing, TracingOptions } from './tracing';

export interface Stack {
  readonly store: Database;
  readonly client: Client;
  readonly taskQueue: string;
  /** A worker of `taskQueue` shares the client's connection, so a start may ask for its first task eagerly. */
  readonly eagerStart: boolean;
  readonly temporal: { readonly embedded: boolean; readonly address: string };
  /** Set when the configuration traces (OTEL_*): the API's Fastify instrumentation comes from here. */
  readonly tracing?: Tracing;
  close(): Promise<void>;
  /** On a signal: stops the embedded Temporal server now (no-op for a remote cluster); the caller then exits. */
  abort(): Promise<void>;
}

export async function startStack(config: Config, options: { tracing?: TracingOptions } = {}): Promise<Stack> {
  // A command reports failures itself; the in-process worker's per-attempt warnings would only repeat them.
  installRuntime(createLogger(config.logLevel === 'info' ? 'error' : config.logLevel));
  const tracing = config.tracing ? startTracingNow(config.tracing, options.tracing) : undefined;
  const store = await openStore(config);
  try {
    const stack = config.temporal.address
      ? await remoteStack(config, store, tracing)
      : await embeddedStack(config, store, tracing);
    return { ...stack, tracing, close: () => stack.close().finally(() => tracing?.shutdown()) };
  } catch (error) {
    await store.close();
    await tracing?.shutdown();
    throw error;
  }
}

/** Loads the OpenTelemetry SDK only here, when tracing is configured. */
function startTracingNow(config: NonNullable<Config['tracing']>, options?: TracingOptions): Tracing {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./tracing') as typeof TracingModule;
  return startTracing(config, options);
}

async function remoteStack(config: Config, store: Database, tracing?: Tracing): Promise<Stack> {
  const { address = '', namespace, tls, apiKey, taskQueue } = config.temporal;
  const connection = await reach(address, () => Connection.connect({ address, tls: tls || Boolean(apiKey), apiKey }));
  const client = new Client({ connection, namespace, interceptors: tracing?.clientInterceptors });
  return {
    store,
    client,
    taskQueue,
    eagerStart: false,
    temporal: { embedded: false, address },
    close: async () => {
      await connection.close();
      await store.close();
    },
    abort: async () => {},
  };
}

async function embeddedStack(config: Config, store: Database, tracing?: Tracing): Promise<Stack> {
  mkdirSync(config.home, { recursive: true });
  const temporal = await startEmbeddedTemporal({
    cliPath: config.temporal.cliPath,
    searchPath: config.temporal.searchPath,
    home: config.home,
    namespace: config.temporal.namespace,
    dbFilename: path.join(config.home, 'temporal.db'),
    announce: (line) => process.stderr.write(`${line}\n`),
  });
  let worker: Worker | undefined;
  try {
    const bundle = await workflowBundle();
    worker = await createWorker({
      connection: temporal.nativeConnection,
      namespace: config.temporal.namespace,
      taskQueue: config.temporal.taskQueue,
      workflowBundle: bundle,
      activities: createActivities({
        db: store.db,
        llm: createLlm({ settings: config.llm, tracer: tracing?.tracer }),
        hooks: loadHooksModule(config.hooksModule),
        prices: loadPriceTable(config.priceTable),
        programVersion: programVersion(bundle),
      }),
      tracing,
    });
  } catch (error) {
    await temporal.stop();
    throw error;
  }
  const running = worker.run();
  return {
    store,
    // On the worker's own connection: the server may then hand a start's first workflow task straight back to this
    // worker in the start response (eager start) instead of through the task queue.
    client: new Client({
      connection: temporal.nativeConnection,
      namespace: config.temporal.namespace,
      interceptors: tracing?.clientInterceptors,
    }),
    taskQueue: config.temporal.taskQueue,
    eagerStart: true,
    temporal: { embedded: true, address: temporal.address },
    close: () => closeEmbedded({ worker, running, temporal, store }),
    abort: () => temporal.kill(),
  };
}

interface EmbeddedParts {
  worker: Worker;
  running: Promise<void>;
  temporal: EmbeddedTemporal;
  store: Database;
}

async function closeEmbedded(parts: EmbeddedParts) {
  if (parts.worker.getState() === 'RUNNING') parts.worker.shutdown();
  await parts.running;
  await parts.temporal.stop();
  await parts.store.close();
}

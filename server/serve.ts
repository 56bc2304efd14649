/**
 * Runs the API on a stack (embedded or a cluster client): builds the server over the service deps, listens, and
 * closes server then stack on stop. Readiness pings the database and the Temporal frontend.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PriceTable } from '../core/usage/prices';
import type { Config } from '../worker/config';
import type { Stack } from '../worker/stack';
import { buildServer } from './app';
import { ContextCache } from '../service/context-cache';
import { locateViewer } from './ui';

export interface RunningServer {
  readonly app: FastifyInstance;
  /** http://host:port the server listens on. */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveStack(
  stack: Stack,
  config: Pick<Config, 'api' | 'temporal'> & {
    viewer?: Config['viewer'];
    llm?: Pick<Config['llm'], 'remoteEndpointAllow'>;
    /** Set: the workers have hooks, so plain navigations run through them (service/deps.ts `treeHooks`). */
    hooksModule?: string;
    /** The price table of usage estimates and cost budgets (worker/price-table.ts); default the defaults. */
    prices?: PriceTable;
  },
  listen: {
    host: string;
    port: number;
    logger?: boolean | { level: string };
    /** Routes beyond the API's, registered before it listens (a benchmark's in-memory floor route). */
    extraRoutes?: (app: FastifyInstance) => void;
  },
): Promise<RunningServer> {
  const files = await locateViewer();
  const app = await buildServer({
    deps: {
      db: stack.store.db,
      client: stack.client,
      taskQueue: stack.taskQueue,
      eagerStart: stack.eagerStart,
      maxConcurrentCompactions: config.api.maxConcurrentCompactions,
      ...(config.hooksModule ? { treeHooks: true } : {}),
      ...(config.prices ? { prices: config.prices } : {}),
      ...(config.api.contextCacheBytes > 0 ? { contextCache: new ContextCache(config.api.contextCacheBytes) } : {}),
    },
    ready: async () => {
      await stack.store.db.execute(sql`select 1`);
      await stack.client.workflowService.getSystemInfo({});
    },
    limits: config.api,
    sharedRateLimits: stack.store.kind === 'postgres',
    listen: stack.store.listen,
    remoteEndpointAllow: config.llm?.remoteEndpointAllow ?? [],
    tracing: stack.tracing?.fastifyPlugin,
    logger: listen.logger,
    viewer: {
      uiDir: files.dir,
      temporalUiUrl: config.viewer?.temporalUiUrl,
      temporalNamespace: config.temporal.namespace,
    },
  });
  app.addHook('onClose', async () => files.dispose());
  listen.extraRoutes?.(app);
  const address = await app.listen({ host: listen.host, port: listen.port });
  return { app, url: address, close: () => app.close() };
}

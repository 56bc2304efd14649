/**
 * An API server for a test file on a real socket (port 0): the compaction world (dev server, store, fake
 * summarizer), a worker running on its own task queue, tenants with keys, and a fetch helper that sends a key.
 */
import type { FastifyInstance } from 'fastify';
import type { TestActivityOverrides } from './activities';
import { sql } from 'drizzle-orm';
import { buildServer, type ServerLimits } from '../../server/app';
import { createKey, createTenant } from '../../service/tenants';
import type { ServiceDeps } from '../../service/deps';
import { ContextCache } from '../../service/context-cache';
import { compactionWorker, startCompactionWorld, type CompactionWorld } from './compaction-env';

export interface ApiWorld {
  world: CompactionWorld;
  deps: ServiceDeps;
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  /** A key per tenant: `keys.a`, `keys.b`. */
  keys: Record<string, string>;
  call(key: string | undefined, path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** A second server over the same deps with other limits (closed with the world). */
  serverWith(limits: Partial<ServerLimits> & { maxConcurrentCompactions?: number }): Promise<string>;
  /**
   * Another app instance on the same database and Temporal, as a second node of a deployment: its own branch cache
   * and its own LISTEN; nothing in memory is shared with the first (closed with the world).
   */
  secondNode(): Promise<string>;
}

export interface ApiWorldOptions {
  /** The worker's activity dependencies beyond the defaults (e.g. more provider settings at the fake). */
  worker?: (world: CompactionWorld) => Omit<TestActivityOverrides, 'llm'>;
}

export function useApiWorld(tenants: string[] = ['a', 'b'], options: ApiWorldOptions = {}): ApiWorld {
  const api = {} as ApiWorld;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const world = await startCompactionWorld();
    closers.push(() => world.close());
    const { worker, taskQueue } = await compactionWorker(world, options.worker?.(world));
    const running = worker.run();
    closers.unshift(async () => {
      worker.shutdown();
      await running;
    });
    // With the branch cache `serve` runs with, so that every API test also checks reads and appends through it.
    const deps: ServiceDeps = {
      db: world.store.db,
      client: world.env.client,
      taskQueue,
      maxConcurrentCompactions: 4,
      contextCache: new ContextCache(16 * 1024 * 1024),
    };
    const listen = async (limits: Partial<ServerLimits>, serviceDeps: ServiceDeps) => {
      const app = await buildServer({
        deps: serviceDeps,
        ready: async () => {
          await world.store.db.execute(sql`select 1`);
        },
        limits,
        listen: world.store.listen,
        // The operator allow-list of the remote endpoint settings: the fake provider and one public example host.
        remoteEndpointAllow: [world.fake.url, 'https://summarizer.example'],
      });
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      closers.unshift(() => app.close());
      return { app, url };
    };
    const { app, url } = await listen({}, deps);
    const keys: Record<string, string> = {};
    for (const tenant of tenants) {
      await createTenant(world.store.db, { id: tenant });
      keys[tenant] = (await createKey(world.store.db, { tenantId: tenant, name: 'test' })).secret;
    }
    Object.assign(api, {
      world,
      deps,
      app,
      url,
      keys,
      call: (key: string | undefined, path: string, init: RequestInit & { json?: unknown } = {}) => {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (key) headers.set('authorization', `Bearer ${key}`);
        if (json !== undefined) headers.set('content-type', 'application/json');
        return fetch(`${url}${path}`, {
          ...rest,
          headers,
          body: json !== undefined ? JSON.stringify(json) : rest.body,
        });
      },
      serverWith: async ({
        maxConcurrentCompactions,
        ...limits
      }: Partial<ServerLimits> & { maxConcurrentCompactions?: number }) =>
        (await listen(limits, { ...deps, maxConcurrentCompactions: maxConcurrentCompactions ?? 4 })).url,
      secondNode: async () => (await listen({}, { ...deps, contextCache: new ContextCache(16 * 1024 * 1024) })).url,
    });
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });
  return api;
}

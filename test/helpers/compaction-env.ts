/**
 * The world a compactSession test runs in: a real dev server, a real store, the real activities with the
 * summarizer pointed at a wire-level fake Anthropic server, and a client call that starts the workflow the way
 * hosts do (one id per session; a concurrent trigger attaches to the running compaction).
 */
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import { compactSession } from '../../workflows';
import { compactionStartOptions, type CompactSessionInput } from '../../workflows/compaction-types';
import { startFakeProvider, type FakeProvider } from '../fakes/fake-provider-server';
import { summarizerSettings, testActivities, type TestActivityOverrides } from './activities';
import { openTestDatabase, type TestDatabase } from './database';
import { startParts } from './start-parts';
import { createTestWorker, startTestTemporal } from './temporal';

export interface CompactionWorld {
  env: TestWorkflowEnvironment;
  store: TestDatabase;
  fake: FakeProvider;
  close(): Promise<void>;
}

/** `startTemporal` is the dev server by default; the fast tier passes the time-skipping one. */
export async function startCompactionWorld(
  startTemporal: () => Promise<TestWorkflowEnvironment> = startTestTemporal,
): Promise<CompactionWorld> {
  const [env, store, fake] = await startParts(...compactionWorldParts(startTemporal));
  return {
    env,
    store,
    fake,
    close: async () => {
      await env.teardown();
      await store.close();
      await fake.close();
    },
  };
}

/** The world's three parts, started together: when one fails, the ones that started are closed (start-parts.ts). */
export function compactionWorldParts(startTemporal: () => Promise<TestWorkflowEnvironment>) {
  return [
    { start: startTemporal, close: (env: TestWorkflowEnvironment) => env.teardown() },
    { start: openTestDatabase, close: (store: TestDatabase) => store.close() },
    { start: () => startFakeProvider(), close: (fake: FakeProvider) => fake.close() },
  ] as const;
}

// Re-exported from a module without jest globals, so that benchmarks can import it too.
export { summarizerSettings } from './activities';

export async function compactionWorker(world: CompactionWorld, deps: Omit<TestActivityOverrides, 'llm'> = {}) {
  const activities = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake), ...deps });
  return createTestWorker(world.env, activities);
}

export function startCompaction(world: CompactionWorld, taskQueue: string, input: CompactSessionInput) {
  return world.env.client.workflow.start(compactSession, compactionStartOptions(input, taskQueue));
}

export type { Worker };

/**
 * Starts one world for the calling test file (beforeAll) and closes it (afterAll); the returned object forwards to
 * it, so tests read `world.env`, `world.store`, `world.fake`.
 */
export function useCompactionWorld(startTemporal?: () => Promise<TestWorkflowEnvironment>): CompactionWorld {
  let current: CompactionWorld | undefined;
  beforeAll(async () => {
    current = await startCompactionWorld(startTemporal);
  });
  afterAll(async () => current?.close());
  return new Proxy({} as CompactionWorld, {
    get: (_target, key: keyof CompactionWorld) => {
      if (!current) throw new Error('the compaction world is used before beforeAll started it');
      return current[key];
    },
  });
}

/**
 * A throwaway store for benchmarks: in-memory PGlite, or (with DATABASE_URL) a fresh database on that server,
 * dropped on close. Also generates synthetic sessions as upstream v3 JSONL lines.
 */
import postgres from 'postgres';
import { openDatabase, type Database } from '../store/database';
import { dropDatabase } from '../test/helpers/drop-database';

export async function openBenchStore(
  options: { maxConnections?: number } = {},
): Promise<Database & { label: string; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...(await openDatabase({ kind: 'pglite' })), label: 'PGlite (in-memory)' };
  const name = `compactor_bench_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  const store = await openDatabase({
    kind: 'postgres',
    url: benchUrl.toString(),
    maxConnections: options.maxConnections ?? 4,
  });
  return {
    ...store,
    label: `Postgres (${benchUrl.host})`,
    url: benchUrl.toString(),
    close: async () => {
      await store.close();
      await dropDatabase(admin, name).finally(() => admin.end());
    },
  };
}

const TS = '2026-01-01T00:00:00.000Z';
const text = (i: number) => `step ${i}: ran the tests, read the output and decided what to change next.`;

/** Entry i of a synthetic linear session: user / assistant (tool call) / tool result turns. */
export function syntheticEntry(i: number, parentId: string | null): Record<string, unknown> {
  const id = `e${i.toString(36).padStart(6, '0')}`;
  const base = { id, parentId, timestamp: TS };
  switch (i % 3) {
    case 0:
      return { ...base, type: 'message', message: { role: 'user', content: text(i), timestamp: i } };
    case 1:
      return {
        ...base,
        type: 'message',
        message: {
          role: 'assistant',
          content: [{ type: 'toolCall', id: `c${i}`, name: 'bash', arguments: { command: 'npm test' } }],
          provider: 'anthropic',
          model: 'claude-sonnet-4-5',
          stopReason: 'toolUse',
          timestamp: i,
        },
      };
    default:
      return {
        ...base,
        type: 'message',
        message: {
          role: 'toolResult',
          toolCallId: `c${i - 1}`,
          toolName: 'bash',
          content: [{ type: 'text', text: text(i) }],
          isError: false,
          timestamp: i,
        },
      };
  }
}

/**
 * A linear session of `count` entries as v3 JSONL lines; every `compactEvery` entries one compaction entry keeps
 * the last `keep` entries before it (so the kept window has the same shape whatever the history length).
 */
export function* syntheticSessionLines(count: number, options: { compactEvery?: number; keep?: number } = {}) {
  yield JSON.stringify({ type: 'session', version: 3, id: 'bench', timestamp: TS });
  let parentId: string | null = null;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const compact = options.compactEvery && i > 0 && i % options.compactEvery === 0;
    const entry: Record<string, unknown> = compact
      ? {
          type: 'compaction',
          id: `c${i.toString(36)}`,
          parentId,
          timestamp: TS,
          summary: `summary up to ${i}`,
          firstKeptEntryId: ids[Math.max(0, ids.length - (options.keep ?? 200))],
          tokensBefore: 100_000,
        }
      : syntheticEntry(i, parentId);
    ids.push(entry.id as string);
    parentId = entry.id as string;
    yield JSON.stringify(entry);
  }
}

export async function* asAsync<T>(items: Iterable<T>): AsyncIterable<T> {
  yield* items;
}

/**
 * Pool starvation: one session's row is locked by a stuck transaction while 10 writers retry appends to it in a
 * tight loop, on a 10-connection pool with the default 5 s lock timeout. Measures another tenant's append latency
 * on the same pool: idle, with every writer holding a pooled connection while it waits (the store without the
 * session gate: the append's transaction opened directly), and through the gated append. Postgres only:
 * `DATABASE_URL=… npm run bench:pool`.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { openDatabase, type Database } from '../store/database';
import { appendEntries, createSession } from '../store/session-store';
import { appendValidated } from '../store/session-store/append-entries';
import { validateBatch } from '../store/session-store/validate-batch';
import { withTenant } from '../store/with-tenant';
import { printTable, stats, type BenchStats } from './harness';

const WRITERS = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);

type Ids = { tenantId: string; sessionId: string };
type Append = (db: Database['db'], ids: Ids, entries: unknown[]) => Promise<unknown>;

const gated: Append = (db, ids, entries) => appendEntries(db, { ...ids, entries });
const ungated: Append = (db, ids, entries) =>
  withTenant(db, ids.tenantId, (tx) => appendValidated(tx, { ...ids, entries: validateBatch(entries) }));

let n = 0;
const message = (parentId: string | null) => ({
  type: 'message',
  id: `m${(n += 1)}`,
  parentId,
  timestamp: '2026-01-01T00:00:00.000Z',
  message: { role: 'user', content: 'hello', timestamp: 1 },
});

async function newSession(store: Database, tenantId: string): Promise<Ids & { leaf: string }> {
  const ids = { tenantId, sessionId: randomUUID() };
  await createSession(store.db, ids);
  const first = message(null);
  await appendEntries(store.db, { ...ids, entries: [first] });
  return { ...ids, leaf: first.id };
}

/** Holds the session row's lock on a connection of its own until the returned release is called. */
async function lockRow(url: string, ids: Ids): Promise<() => Promise<void>> {
  const holder = postgres(url, { max: 1, onnotice: () => {} });
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = holder.begin(async (tx) => {
    await tx`SELECT set_config('app.tenant', ${ids.tenantId}, true)`;
    await tx`SELECT id FROM sessions WHERE id = ${ids.sessionId} FOR UPDATE`;
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return async () => {
    release();
    await done;
    await holder.end();
  };
}

/** Another tenant's appends, one after the other, each timed. */
async function otherTenantLatency(store: Database, name: string): Promise<BenchStats> {
  const other = await newSession(store, `bench-other-${randomUUID()}`);
  const timings: number[] = [];
  let leaf = other.leaf;
  for (let i = 0; i < SAMPLES; i += 1) {
    const entry = message(leaf);
    const started = performance.now();
    await appendEntries(store.db, { ...other, entries: [entry] });
    timings.push(performance.now() - started);
    leaf = entry.id;
  }
  return stats(name, timings);
}

async function underStuckSession(store: Database, url: string, name: string, append: Append): Promise<BenchStats> {
  const stuck = await newSession(store, `bench-stuck-${randomUUID()}`);
  const release = await lockRow(url, stuck);
  let stop = false;
  const outcomes = new Map<string, number>();
  const writer = async () => {
    while (!stop) {
      const outcome = await append(store.db, stuck, [message(stuck.leaf)]).then(
        () => 'appended',
        (error: Error) => (error as { type?: string }).type ?? 'lock timeout',
      );
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  try {
    return await otherTenantLatency(store, name);
  } finally {
    stop = true;
    await release();
    await Promise.all(writers);
    process.stdout.write(
      `${name}: the stuck session's writes ended as ${JSON.stringify(Object.fromEntries(outcomes))}\n`,
    );
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench:pool needs DATABASE_URL (a Postgres server: PGlite has no pool)');
  const store = await openDatabase({ kind: 'postgres', url, maxConnections: 10 });
  try {
    const idle = await otherTenantLatency(store, 'idle database');
    const before = await underStuckSession(store, url, 'stuck session, no gate (before)', ungated);
    const after = await underStuckSession(store, url, 'stuck session, session gate (after)', gated);
    printTable(`another tenant's append, ${SAMPLES} samples, ${WRITERS} writers on a locked session, pool 10`, [
      idle,
      before,
      after,
    ]);
    const load = os.loadavg().map((l) => l.toFixed(2));
    process.stdout.write(`load average ${load.join(' ')} on ${os.cpus().length} cores\n`);
  } finally {
    await store.close();
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});

/**
 * The idle sweep over 10k sessions of which 1k qualify (10 tenants × 1,000 sessions; per tenant 100 idle and large,
 * 450 idle and small, 450 recently active): the candidate queries' plans (EXPLAIN ANALYZE, as the sweeper role, of
 * the skip scan that finds the tenants to open and of a first fair page across them), the time the sweep takes to
 * enqueue every qualifying compaction (it waits for each compaction's start only; they find projection rows
 * without events and skip at once, and the time until they all closed is reported apart), and its history size per
 * page (events and bytes of each run). The machine's load average is printed with the figures.
 * Postgres with DATABASE_URL (a fresh database is created beside it and dropped after), else in-memory PGlite.
 * Run: `DATABASE_URL=… npm run bench:idle [sessions per tenant] [tenants] [starts in flight]`. The sweep runs on a task
 * queue of its own and starts the compactions on another (its `compactionTaskQueue`), each polled by a worker here.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { Worker } from '@temporalio/worker';
import { openDatabase, type Database } from '../store/database';
import { SWEEPER_ROLE } from '../store/idle/idle-candidates';
import { fairPageSql, nextTenantsSql } from '../store/idle/fair-candidates';
import { rowsOf } from '../store/session-store/event-rows';
import { createTenant } from '../service/tenants';
import { writeTenantSettings } from '../service/tenant-settings';
import { sweepIdleSessions } from '../workflows';
import type { SweepIdleInput } from '../workflows/sweep-idle-sessions';
import { testActivities } from '../test/helpers/activities';
import { startTestTemporal, workflowBundle } from '../test/helpers/temporal';
import '../test/helpers/quiet-temporal';
import { DROP_WORKFLOW_SPANS } from '../worker/trace-sinks';

const PER_TENANT = Number(process.argv[2] ?? 1000);
const TENANTS = Number(process.argv[3] ?? 10);

async function openFresh(): Promise<{ store: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const store = await openDatabase({ kind: 'pglite' });
    return { store, drop: () => store.close() };
  }
  const name = `idle_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const store = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    store,
    drop: async () => {
      await store.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function seed(store: Database): Promise<void> {
  const idle = Math.floor(PER_TENANT / 10);
  const small = Math.floor((PER_TENANT - idle) / 2);
  for (let t = 0; t < TENANTS; t += 1) {
    const tenantId = `bench-${t}`;
    await createTenant(store.db, { id: tenantId });
    await writeTenantSettings(store.db, tenantId, { compaction: { idleEnabled: true, idleThresholdTokens: 100_000 } });
    await store.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant', ${tenantId}, true)`);
      await tx.execute(sql`
        insert into sessions (tenant_id, id, last_activity_at, context_tokens)
        select ${tenantId}, 's' || g,
               case when g <= ${idle + small} then now() - interval '2 hours' + g * interval '1 second'
                    else now() - interval '10 seconds' end,
               case when g <= ${idle} then 150000 else 20000 end
        from generate_series(1, ${PER_TENANT}) g`);
    });
  }
  await store.db.execute(sql`analyze sessions`);
}

async function explain(store: Database, label: string, query: SQL): Promise<string> {
  return store.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${SWEEPER_ROLE}`));
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain (analyze, costs off) ${query}`));
    return `${label}:\n${rows.map((r) => Object.values(r)[0]).join('\n')}`;
  });
}

async function plans(store: Database): Promise<string> {
  const before = new Date(Date.now() - 60_000).toISOString();
  const tenants = Array.from({ length: Math.min(TENANTS, 10) }, (_, t) => ({ tenantId: `bench-${t}` }));
  const share = Math.ceil(100 / tenants.length);
  return [
    await explain(store, 'tenants to open (skip scan)', nextTenantsSql(before, '', 10)),
    await explain(
      store,
      `first fair page (${tenants.length} tenants × ${share} rows)`,
      fairPageSql(before, tenants, share),
    ),
  ].join('\n');
}

/** Waits until no compaction is open any more (a fresh dev server: all are this bench's; visibility is polled). */
async function settled(env: Awaited<ReturnType<typeof startTestTemporal>>): Promise<void> {
  const query = `WorkflowType = 'compactSession' AND ExecutionStatus = 'Running'`;
  while ((await env.client.workflow.count(query)).count > 0) await new Promise((r) => setTimeout(r, 250));
}

async function main(): Promise<void> {
  const { store, drop } = await openFresh();
  const env = await startTestTemporal();
  try {
    const seededAt = Date.now();
    await seed(store);
    process.stdout.write(`seeded ${PER_TENANT * TENANTS} sessions in ${Date.now() - seededAt} ms (${store.kind})\n`);
    process.stdout.write(`${await plans(store)}\n`);
    // The sweep on a queue of its own (compactionTaskQueue), so that it never waits behind the compactions it starts.
    const sweepQueue = `idle-bench-sweep-${Date.now()}`;
    const taskQueue = `idle-bench-${Date.now()}`;
    const bundle = await workflowBundle();
    const workerOn = (queue: string) =>
      Worker.create({
        connection: env.nativeConnection,
        taskQueue: queue,
        activities: testActivities(store.db),
        workflowBundle: bundle,
        sinks: DROP_WORKFLOW_SPANS,
        maxConcurrentActivityTaskExecutions: 50,
      });
    const [sweeper, compactor] = [await workerOn(sweepQueue), await workerOn(taskQueue)];
    const workflowId = `idle-bench-${Date.now()}`;
    const started = Date.now();
    const args: [SweepIdleInput] = [{ compactionTaskQueue: taskQueue, startsInFlight: Number(process.argv[4] ?? 25) }];
    const { totals, enqueued, closed } = await compactor.runUntil(
      sweeper.runUntil(async () => {
        const result = await env.client.workflow.execute(sweepIdleSessions, {
          taskQueue: sweepQueue,
          workflowId,
          args,
        });
        const enqueuedAt = Date.now();
        await settled(env);
        return { totals: result, enqueued: enqueuedAt - started, closed: Date.now() - started };
      }),
    );
    process.stdout.write(`sweep: ${JSON.stringify(totals)}\n`);
    process.stdout.write(
      `time to enqueue all ${totals.started} qualifying compactions: ${enqueued} ms ` +
        `(${Math.round((totals.started * 1000) / enqueued)}/s); all of them closed after ${closed} ms\n`,
    );
    const sizes: { events: number; bytes: number }[] = [];
    for await (const run of env.client.workflow.list({ query: `WorkflowId = '${workflowId}'` })) {
      const history = await env.client.workflow.getHandle(workflowId, run.runId).fetchHistory();
      sizes.push({ events: history.events?.length ?? 0, bytes: JSON.stringify(history).length });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const events = sizes.map((s) => s.events);
    const bytes = sizes.map((s) => s.bytes);
    process.stdout.write(
      `history per page (${sizes.length} runs): median ${median(events)} events / ${median(bytes)} bytes, ` +
        `max ${Math.max(...events)} events / ${Math.max(...bytes)} bytes\n`,
    );
    const load = os.loadavg().map((l) => l.toFixed(2));
    process.stdout.write(`load average (1/5/15 min): ${load.join(' ')} on ${os.cpus().length} cores\n`);
  } finally {
    await env.teardown();
    await drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});

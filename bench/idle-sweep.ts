/**
 * The idle sweep over 10k sessions of which 1k qualify (10 tenants × 1,000 sessions; per tenant 100 idle and large,
 * 450 idle and small, 450 recently active): the candidate query's plan (EXPLAIN ANALYZE of a first page across all
 * tenants, as the sweeper role), the time the sweep takes to enqueue every qualifying compaction (the children find
 * projection rows without events and skip at once, so the time is the sweep's own), and its history size per page.
 * Postgres with DATABASE_URL (a fresh database is created beside it and dropped after), else in-memory PGlite.
 * Run: `DATABASE_URL=… npm run bench:idle [sessions per tenant] [tenants]`.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { Worker } from '@temporalio/worker';
import { openDatabase, type Database } from '../activities/db/database';
import { candidateSql, SWEEPER_ROLE } from '../activities/db/idle/idle-candidates';
import { rowsOf } from '../activities/db/session-store/event-rows';
import { createTenant } from '../service/tenants';
import { writeTenantSettings } from '../service/tenant-settings';
import { sweepIdleSessions } from '../workflows';
import { testActivities } from '../test/helpers/activities';
import { startTestTemporal, workflowBundle } from '../test/helpers/temporal';
import '../test/helpers/quiet-temporal';

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

async function explain(store: Database): Promise<string> {
  const query = candidateSql({ activeBefore: new Date(Date.now() - 60_000).toISOString(), limit: 100 });
  return store.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${SWEEPER_ROLE}`));
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain (analyze, costs off) ${query}`));
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

async function main(): Promise<void> {
  const { store, drop } = await openFresh();
  const env = await startTestTemporal();
  try {
    const seededAt = Date.now();
    await seed(store);
    process.stdout.write(`seeded ${PER_TENANT * TENANTS} sessions in ${Date.now() - seededAt} ms (${store.kind})\n`);
    process.stdout.write(`candidate query plan (first page, all tenants):\n${await explain(store)}\n`);
    const taskQueue = `idle-bench-${Date.now()}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      activities: testActivities(store.db),
      workflowBundle: await workflowBundle(),
      maxConcurrentActivityTaskExecutions: 50,
    });
    const workflowId = `idle-bench-${Date.now()}`;
    const started = Date.now();
    const totals = await worker.runUntil(
      env.client.workflow.execute(sweepIdleSessions, { taskQueue, workflowId, args: [{}] }),
    );
    const elapsed = Date.now() - started;
    process.stdout.write(`sweep: ${JSON.stringify(totals)}\n`);
    process.stdout.write(`time to enqueue (and settle) all ${totals.started} qualifying compactions: ${elapsed} ms\n`);
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
  } finally {
    await env.teardown();
    await drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});

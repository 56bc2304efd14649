/**
 * The HTTP API under load, against `compactor serve` as a separate process on real Postgres (DATABASE_URL): append
 * throughput at 64 concurrent sessions against the append's floor (bench/append-floor.ts: the minimal transaction
 * on the same tables and pool size), through the store directly, through HTTP with nothing else (the server's
 * append floor route, bench/api-server.ts: the store's append behind a bare route) and through the API (targets:
 * direct/floor ≥ 0.5, API/direct ≥ 0.8); context reads of a 1k-entry session with one compaction at 4 and 16 connections against the
 * server's in-memory floor route (bench/api-server.ts; target p99 at 16 ≤ 2× the floor's); the server's RSS after
 * the run. Rounds alternate (floor, direct, API, …) so machine noise hits all alike.
 * Run: DATABASE_URL=postgres://… npm run bench:api
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { appendEntries, createSession, importSession } from '../store/session-store';
import { createKey, createTenant } from '../service/tenants';
import { startBenchTemporal } from './bench-temporal';
import { asAsync, openBenchStore, syntheticEntry, syntheticSessionLines } from './bench-store';
import { floorAppends } from './append-floor';

const TENANT = 'bench';
const SESSIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Three, so the median is a middle round (with two it was the better one).
const ROUNDS = 3;
// The pool `serve` opens (openStore: 10): every side gets the same database capacity.
const POOL = 10;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:api runs on real Postgres: set DATABASE_URL');
  const store = await openBenchStore({ maxConnections: POOL });
  const temporal = await startBenchTemporal('api');
  await createTenant(store.db, { id: TENANT });
  const key = (await createKey(store.db, { tenantId: TENANT })).secret;
  const server = await startServer(store.url!, temporal.address).catch(async (error: unknown) => {
    await temporal.stop();
    await store.close();
    throw error;
  });
  try {
    const floor: number[] = [];
    const direct: number[] = [];
    const api: number[] = [];
    const http: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const sessionIds = await newSessions(store.db, `f${round}`);
      floor.push(
        await floorAppends({ url: store.url!, tenantId: TENANT, sessionIds, seconds: SECONDS, maxConnections: POOL }),
      );
      direct.push(await directAppends(store.db, `d${round}`));
      http.push(await apiAppends(server.url, key, store.db, `h${round}`, HTTP_FLOOR));
      api.push(await apiAppends(server.url, key, store.db, `a${round}`));
    }
    const line = (label: string, xs: number[]) =>
      process.stdout.write(`  ${label.padEnd(18)} ${xs.map((x) => x.toFixed(0)).join(' / ')} appends/s\n`);
    process.stdout.write(
      `\nappend throughput, ${SESSIONS} concurrent sessions, one entry per append, ${SECONDS} s rounds, pool ${POOL}\n`,
    );
    line('floor transaction', floor);
    line('store directly', direct);
    line('HTTP floor route', http);
    line('HTTP API', api);
    process.stdout.write(`  ratio direct/floor ${(median(direct) / median(floor)).toFixed(2)} (target >= 0.5)\n`);
    process.stdout.write(`  ratio API/direct   ${(median(api) / median(direct)).toFixed(2)} (target >= 0.8)\n`);
    // What HTTP alone costs the store's append, and what the API's own work costs over that.
    process.stdout.write(`  ratio HTTP floor/direct ${(median(http) / median(direct)).toFixed(2)}\n`);
    process.stdout.write(`  ratio API/HTTP floor    ${(median(api) / median(http)).toFixed(2)}\n`);
    await contextReads(server.url, key, store.db);
    process.stdout.write(`\nserver RSS after the run: ${(rss(server.process) / 1024 / 1024).toFixed(0)} MiB\n`);
  } finally {
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
    await temporal.stop();
    await store.close();
  }
}

async function directAppends(db: Parameters<typeof appendEntries>[0], prefix: string): Promise<number> {
  const ids = await newSessions(db, prefix);
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    ids.map(async (sessionId) => {
      let parentId: string | null = null;
      for (let i = 0; Date.now() < until; i += 1) {
        const entry = syntheticEntry(i, parentId);
        await appendEntries(db, { tenantId: TENANT, sessionId, entries: [entry] });
        parentId = entry.id as string;
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

/** The API's append route, or the server's append floor route (the same body, the store's append behind it). */
const API_ROUTE = { path: (id: string) => `/v1/sessions/${id}/entries`, headers: {} };
// The floor route takes its tenant from this header (bench/api-server.ts): it checks no key.
const HTTP_FLOOR = { path: (id: string) => `/floor/sessions/${id}/entries`, headers: { 'x-bench-tenant': TENANT } };

/**
 * The same work as directAppends, each append a POST through the API over 64 keep-alive connections, driven by
 * autocannon: the load generator shares the machine's cores with the server and Postgres, and a fetch loop cost
 * half as much CPU per append as the server itself. A session is held by one request at a time (taken when its
 * request is built, given back with its new leaf when the answer comes), so its entries chain as directAppends'.
 */
async function apiAppends(
  url: string,
  key: string,
  db: Parameters<typeof appendEntries>[0],
  prefix: string,
  route = API_ROUTE,
) {
  const free = (await newSessions(db, prefix)).map((id) => ({ id, parentId: null as string | null, i: 0 }));
  let done = 0;
  let failed = 0;
  type Held = { session: (typeof free)[0]; entryId: string };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url,
      connections: SESSIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...route.headers },
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const session = free.pop();
            // Only a request that never got an answer keeps its session: the round cannot go on correctly.
            if (!session) throw new Error('bench:api: every session is held by an unanswered request');
            const entry = syntheticEntry(session.i, session.parentId);
            Object.assign(context, { session, entryId: entry.id as string } satisfies Held);
            return {
              ...request,
              path: route.path(session.id),
              body: JSON.stringify({ entries: [entry] }),
            };
          },
          onResponse: (status, _body, context) => {
            const { session, entryId } = context as Held;
            if (status === 201) {
              session.parentId = entryId;
              session.i += 1;
              done += 1;
            } else failed += 1;
            free.push(session);
          },
        },
      ],
    };
    autocannon(options, (error: unknown, finished) => (error ? reject(error) : resolve(finished)));
  });
  if (failed > 0 || result.errors > 0) {
    process.stdout.write(`  (API round ${prefix}: ${failed} failed appends, ${result.errors} connection errors)\n`);
  }
  return done / result.duration;
}

/** Context reads through the API and from the floor route, at 4 and 16 connections, rounds alternating. */
async function contextReads(url: string, key: string, db: Parameters<typeof appendEntries>[0]): Promise<void> {
  await importSession(db, {
    tenantId: TENANT,
    sessionId: 'context-1k',
    lines: asAsync(syntheticSessionLines(1000, { compactEvery: 600, keep: 200 })),
  });
  // The checked floor takes its tenant from the header the append floor reads (bench/api-server.ts).
  const headers = { authorization: `Bearer ${key}`, 'x-bench-tenant': TENANT };
  // Percentiles from each response's own time, in hundredths of a millisecond: autocannon's histogram keeps whole
  // milliseconds, and on a fast machine the floor's p99 is below one.
  const read = async (route: string, connections: number) => {
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const options = { url: `${url}${route}`, connections, duration: SECONDS, headers };
      const run = autocannon(options, (error: unknown, done) => (error ? reject(error) : resolve(done)));
      run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status < 300) times.push(ms);
      });
    });
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
    return { p50: at(0.5), p99: at(0.99), rps: result.requests.average, non2xx: result.non2xx };
  };
  for (const connections of [4, 16]) {
    type Reads = Awaited<ReturnType<typeof read>>[];
    const runs = { api: [] as Reads, floor: [] as Reads, checked: [] as Reads };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.api.push(await read('/v1/sessions/context-1k/context', connections));
      runs.floor.push(await read('/floor/sessions/context-1k/context', connections));
      runs.checked.push(await read('/floor/sessions/context-1k/context?checked=1', connections));
    }
    process.stdout.write(
      `\ncontext read, 1k-entry session with one compaction, ${connections} connections, ${SECONDS} s rounds\n`,
    );
    for (const [label, xs] of Object.entries(runs)) {
      const m = (pick: (r: (typeof xs)[0]) => number) => median(xs.map(pick));
      process.stdout.write(
        `  ${label.padEnd(6)} p50 ${m((r) => r.p50)} ms, p99 ${m((r) => r.p99)} ms (rounds ${xs.map((r) => r.p99).join(' / ')}), ${m((r) => r.rps)} req/s, ${xs.reduce((n, r) => n + r.non2xx, 0)} non-2xx\n`,
      );
    }
    const p99 = (xs: Reads) => median(xs.map((r) => r.p99));
    const ratio = p99(runs.api) / p99(runs.floor);
    process.stdout.write(`  ratio p99 API/floor ${ratio.toFixed(2)}${connections === 16 ? ' (target <= 2)' : ''}\n`);
    // The floor that also asks the database for the session's version, as every read must across API nodes.
    process.stdout.write(`  ratio p99 checked floor/floor ${(p99(runs.checked) / p99(runs.floor)).toFixed(2)}\n`);
    process.stdout.write(`  ratio p99 API/checked floor ${(p99(runs.api) / p99(runs.checked)).toFixed(2)}\n`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function newSessions(db: Parameters<typeof appendEntries>[0], prefix: string): Promise<string[]> {
  const ids = Array.from({ length: SESSIONS }, (_, i) => `${prefix}-${i}`);
  for (const sessionId of ids) await createSession(db, { tenantId: TENANT, sessionId });
  return ids;
}

/** `compactor serve` with the floor route (bench/api-server.ts) as its own process: a stateless API node. */
async function startServer(databaseUrl: string, temporalAddress: string) {
  const entry = path.join(__dirname, 'api-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
      LOG_LEVEL: 'warn',
      COMPACTOR_API_RATE_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /serving (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return { url, process: child };
}

function rss(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

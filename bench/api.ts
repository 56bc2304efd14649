/**
 * The HTTP API under load, against `compactor serve` as a separate process on real Postgres (DATABASE_URL): append
 * throughput at 64 concurrent sessions through the API vs the same appends through the store directly (target
 * ratio ≥ 0.5), context read p50/p99 for a 1k-entry session with one compaction (target p99 < 50 ms), and the
 * server's RSS after the run. Rounds alternate (direct, API, direct, API) so machine noise hits both alike.
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

const TENANT = 'bench';
const SESSIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Three, so the median is a middle round (with two it was the better one).
const ROUNDS = 3;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:api runs on real Postgres: set DATABASE_URL');
  // The same pool size as `serve` opens (openStore: 10), so both sides get the same database capacity.
  const store = await openBenchStore({ maxConnections: 10 });
  const temporal = await startBenchTemporal('api');
  await createTenant(store.db, { id: TENANT });
  const key = (await createKey(store.db, { tenantId: TENANT })).secret;
  const server = await startServer(store.url!, temporal.address).catch(async (error: unknown) => {
    await temporal.stop();
    await store.close();
    throw error;
  });
  try {
    const direct: number[] = [];
    const api: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      direct.push(await directAppends(store.db, `d${round}`));
      api.push(await apiAppends(server.url, key, store.db, `a${round}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    process.stdout.write(
      `\nappend throughput, ${SESSIONS} concurrent sessions, one entry per append, ${SECONDS} s rounds\n`,
    );
    process.stdout.write(`  store directly   ${direct.map((x) => x.toFixed(0)).join(' / ')} appends/s\n`);
    process.stdout.write(`  HTTP API         ${api.map((x) => x.toFixed(0)).join(' / ')} appends/s\n`);
    process.stdout.write(`  ratio API/direct ${(median(api) / median(direct)).toFixed(2)} (target >= 0.5)\n`);
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

/**
 * The same loop as directAppends, each append a POST through the API over keep-alive connections. (autocannon
 * reuses a built request per connection, and every append here must carry a new entry, so a plain loop drives it.)
 */
async function apiAppends(url: string, key: string, db: Parameters<typeof appendEntries>[0], prefix: string) {
  const ids = await newSessions(db, prefix);
  let done = 0;
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  await Promise.all(
    ids.map(async (sessionId) => {
      let parentId: string | null = null;
      for (let i = 0; Date.now() < until; i += 1) {
        const entry = syntheticEntry(i, parentId);
        const response = await fetch(`${url}/v1/sessions/${sessionId}/entries`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ entries: [entry] }),
        });
        await response.arrayBuffer();
        if (response.status !== 201) {
          failed += 1;
          continue;
        }
        parentId = entry.id as string;
        done += 1;
      }
    }),
  );
  if (failed > 0) process.stdout.write(`  (API round ${prefix}: ${failed} failed appends)\n`);
  return done / SECONDS;
}

async function contextReads(url: string, key: string, db: Parameters<typeof appendEntries>[0]): Promise<void> {
  await importSession(db, {
    tenantId: TENANT,
    sessionId: 'context-1k',
    lines: asAsync(syntheticSessionLines(1000, { compactEvery: 600, keep: 200 })),
  });
  const result = await autocannon({
    url: `${url}/v1/sessions/context-1k/context`,
    connections: 4,
    duration: SECONDS,
    headers: { authorization: `Bearer ${key}` },
  });
  process.stdout.write(`\ncontext read, 1k-entry session with one compaction, 4 connections, ${SECONDS} s\n`);
  process.stdout.write(
    `  p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target < 50), ${result.requests.average} req/s, ${result.non2xx} non-2xx\n`,
  );
}

async function newSessions(db: Parameters<typeof appendEntries>[0], prefix: string): Promise<string[]> {
  const ids = Array.from({ length: SESSIONS }, (_, i) => `${prefix}-${i}`);
  for (const sessionId of ids) await createSession(db, { tenantId: TENANT, sessionId });
  return ids;
}

/** `compactor serve` as its own process: a stateless API node (Temporal from TEMPORAL_ADDRESS). */
async function startServer(databaseUrl: string, temporalAddress: string) {
  const bin = path.join(__dirname, '..', 'bin', 'compactor.js');
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
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

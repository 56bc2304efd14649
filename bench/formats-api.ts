/**
 * The wire formats over HTTP, against `compactor serve` as a separate process on real Postgres (DATABASE_URL), side
 * by side in one run:
 * - context reads of the 1k-entry session with one compaction in each provider format vs `native` (p50/p99, req/s;
 *   issue 22: a format may cost at most 15 % over native), with the server's context cache (a repeated read sends
 *   the rendered body again) and without it (every read loads the branch and renders it);
 * - turn appends in the `anthropic` format vs the same entries through `POST …/entries` (64 concurrent sessions, a
 *   tool result and a tool call per append; issue 22: ratio ≥ 0.9).
 * Rounds alternate so that machine noise hits both sides alike; medians of three. Prints figures, asserts nothing.
 * Run: DATABASE_URL=postgres://… npm run bench:formats-api
 */
import autocannon from 'autocannon';
import { WIRE_FORMATS } from '../core/formats';
import { createSession, importSession } from '../store/session-store';
import type { Db } from '../store/database';
import { createKey, createTenant } from '../service/tenants';
import { startBenchTemporal } from './bench-temporal';
import { startServe, type ServeProcess } from '../test/helpers/serve-process';
import { asAsync, openBenchStore, syntheticSessionLines } from './bench-store';

const TENANT = 'bench';
const SESSIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:formats-api runs on real Postgres: set DATABASE_URL');
  const store = await openBenchStore({ maxConnections: 10 });
  const temporal = await startBenchTemporal('formats');
  const servers: ServeProcess[] = [];
  try {
    await createTenant(store.db, { id: TENANT });
    const key = (await createKey(store.db, { tenantId: TENANT })).secret;
    await importSession(store.db, {
      tenantId: TENANT,
      sessionId: 'context-1k',
      lines: asAsync(syntheticSessionLines(1000, { compactEvery: 600, keep: 200 })),
    });
    // The same settings as bench:api; the second server keeps no branches in memory.
    const env = {
      DATABASE_URL: store.url!,
      TEMPORAL_ADDRESS: temporal.address,
      LOG_LEVEL: 'warn',
      COMPACTOR_API_RATE_PER_MINUTE: '100000000',
    };
    servers.push(await startServe(env));
    servers.push(await startServe({ ...env, COMPACTOR_API_CONTEXT_CACHE_MB: '0' }));
    await contextReads(servers[0]!.url, key, 'with the context cache');
    await contextReads(servers[1]!.url, key, 'without the context cache (every read loads and renders)');
    await appends(servers[0]!.url, key, store.db);
  } finally {
    for (const server of servers) await server.stop();
    await temporal.stop();
    await store.close();
  }
}

interface Read {
  p50: number;
  p99: number;
  rps: number;
}

async function contextReads(url: string, key: string, label: string): Promise<void> {
  const rounds = new Map<string, Read[]>(WIRE_FORMATS.map((f) => [f, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const format of WIRE_FORMATS) {
      const result = await autocannon({
        url: `${url}/v1/sessions/context-1k/context?format=${format}`,
        connections: 4,
        duration: SECONDS,
        headers: { authorization: `Bearer ${key}` },
      });
      if (result.non2xx > 0) throw new Error(`${format}: ${result.non2xx} non-2xx answers`);
      rounds.get(format)!.push({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average });
    }
  }
  const native = median(rounds.get('native')!.map((r) => r.rps));
  process.stdout.write(
    `\ncontext read, 1k-entry session with one compaction, 4 connections, ${SECONDS} s rounds, ${label}\n`,
  );
  process.stdout.write('  format             p50 ms  p99 ms    req/s  cost over native (req/s)\n');
  for (const [format, reads] of rounds) {
    const rps = median(reads.map((r) => r.rps));
    const cost = format === 'native' ? '' : `${((native / rps - 1) * 100).toFixed(1)} % (target <= 15 %)`;
    process.stdout.write(
      `  ${format.padEnd(17)} ${String(median(reads.map((r) => r.p50))).padStart(6)}  ${String(median(reads.map((r) => r.p99))).padStart(6)}  ${rps.toFixed(0).padStart(7)}  ${cost}\n`,
    );
  }
}

/** The n-th tool exchange of a session: the result of call n-1 (none for n = 0), then call n. */
function exchange(n: number) {
  const call = { id: `toolu_${n}`, name: 'bash', input: { command: `npm test -- part ${n}` } };
  const output = `ran part ${n - 1}: 12 passed, 0 failed`;
  const turn = {
    format: 'anthropic',
    input: [
      n === 0
        ? { role: 'user', content: 'Run the test suite part by part.' }
        : { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${n - 1}`, content: output }] },
    ],
    response: {
      id: `msg_${n}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [{ type: 'tool_use', ...call }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 1000 + n, output_tokens: 20 },
    },
  };
  const first =
    n === 0
      ? { role: 'user', content: 'Run the test suite part by part.', timestamp: n }
      : {
          role: 'toolResult',
          toolCallId: `toolu_${n - 1}`,
          toolName: 'bash',
          content: [{ type: 'text', text: output }],
          isError: false,
          timestamp: n,
        };
  const assistant = {
    role: 'assistant',
    content: [{ type: 'toolCall', id: call.id, name: call.name, arguments: call.input }],
    api: 'anthropic-messages',
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    usage: { input: 1000 + n, output: 20, cacheRead: 0, cacheWrite: 0, totalTokens: 1020 + n },
    stopReason: 'toolUse',
    timestamp: n,
  };
  return { turn, messages: [first, assistant] };
}

/** Appends/s over SESSIONS sessions for SECONDS: each append one exchange, as a turn or as its two entries. */
async function appendRound(url: string, key: string, db: Db, prefix: string, asTurns: boolean): Promise<number> {
  const ids = Array.from({ length: SESSIONS }, (_, i) => `${prefix}-${i}`);
  for (const sessionId of ids) await createSession(db, { tenantId: TENANT, sessionId });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    ids.map(async (sessionId) => {
      let parentId: string | null = null;
      for (let n = 0; Date.now() < until; n += 1) {
        const { turn, messages } = exchange(n);
        const entries = messages.map((message, i) => ({
          type: 'message',
          id: `m${n}-${i}`,
          parentId: i === 0 ? parentId : `m${n}-0`,
          timestamp: new Date().toISOString(),
          message,
        }));
        const response = await fetch(`${url}/v1/sessions/${sessionId}/${asTurns ? 'turns' : 'entries'}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(asTurns ? turn : { entries }),
        });
        await response.arrayBuffer();
        if (response.status !== 201) {
          failed += 1;
          break;
        }
        parentId = `m${n}-1`;
        done += 1;
      }
    }),
  );
  if (failed > 0) process.stdout.write(`  (round ${prefix}: ${failed} sessions stopped on a failed append)\n`);
  return done / SECONDS;
}

async function appends(url: string, key: string, db: Db): Promise<void> {
  const entries: number[] = [];
  const turns: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    entries.push(await appendRound(url, key, db, `entries-${round}`, false));
    turns.push(await appendRound(url, key, db, `turns-${round}`, true));
  }
  process.stdout.write(
    `\nappends, ${SESSIONS} concurrent sessions, a tool result and a tool call each, ${SECONDS} s rounds\n`,
  );
  process.stdout.write(`  POST …/entries         ${entries.map((x) => x.toFixed(0)).join(' / ')} appends/s\n`);
  process.stdout.write(`  POST …/turns anthropic ${turns.map((x) => x.toFixed(0)).join(' / ')} appends/s\n`);
  process.stdout.write(`  ratio turns/entries    ${(median(turns) / median(entries)).toFixed(2)} (target >= 0.9)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

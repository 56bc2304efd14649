/**
 * What speculative compaction saves a host (docs/speculative-compaction.md): the wait from the append that crosses
 * the threshold to the committed compaction, with `asyncEnabled` on and off, at a summarizer latency of 5 s (the
 * wire-level fake Anthropic server answering after `BENCH_LATENCY_MS`). Both sides run on one `compactor serve`
 * (embedded stack), alternating, each sample a fresh session: five far turns, three turns into the lead band, then
 * the agent's own turn (modelled as the same latency: the speculation runs during it), then the crossing append.
 * Run: npm run bench:speculation [samples per side, default 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeProvider } from '../test/fakes/fake-provider-server';
import { runCli } from '../test/helpers/run-cli';
import { startServe } from '../test/helpers/serve-process';
import { printTable, stats } from './harness';

const SAMPLES = Number(process.argv[2] ?? 3);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 5000);
const OPUS = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages' };
// Threshold 40,000: lead 8,192, band [31,808, 40,000); five turns of 4,000 are far below, eight are in the band.
const COMPACTION = { thresholdTokens: 40_000, keepRecentTokens: 8_000 };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const home = mkdtempSync(path.join(tmpdir(), 'compactor-bench-speculation-'));
  const fake = await startFakeProvider();
  fake.respondWith(() => ({ text: '## Goal\nFinish the steps.', delayMs: LATENCY_MS }));
  const env = {
    COMPACTOR_HOME: home,
    DATABASE_URL: '',
    TEMPORAL_ADDRESS: '',
    LOG_LEVEL: 'warn',
    COMPACTOR_API_RATE_PER_MINUTE: '100000000',
    COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
    ANTHROPIC_API_KEY: 'bench-key',
    ANTHROPIC_BASE_URL: fake.url,
  };
  await runCli(['tenant', 'create', 'bench'], env);
  const key = JSON.parse((await runCli(['key', 'create', '--tenant', 'bench', '--json'], env)).stdout).secret;
  const serve = await startServe(env);
  const call = async (route: string, json?: unknown): Promise<Json> => {
    const response = await fetch(`${serve.url}${route}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as Json;
  };
  const waits: Record<'on' | 'off', number[]> = { on: [], off: [] };
  try {
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const side of ['on', 'off'] as const) waits[side].push(await crossingWait(call, `${side}-${i}`, side));
    }
  } finally {
    await serve.stop();
    await fake.close();
    rmSync(home, { recursive: true, force: true });
  }
  const on = stats('asyncEnabled: true (speculation)', waits.on);
  const off = stats('asyncEnabled: false', waits.off);
  printTable(`host-visible wait of a threshold compaction, summarizer latency ${LATENCY_MS} ms`, [on, off]);
  console.log(`  ratio on/off: ${(on.medianMs / off.medianMs).toFixed(2)}`);
}

/** One session: the ms from the crossing append's start to its compaction's committed result. */
async function crossingWait(call: (route: string, json?: unknown) => Promise<Json>, id: string, side: 'on' | 'off') {
  const compaction = { ...COMPACTION, asyncEnabled: side === 'on' };
  await call('/v1/sessions', {
    id,
    model: 'anthropic/claude-opus-4-5',
    settings: { autoCompaction: true, compaction },
  });
  const turns = chain(id);
  const entries = (count: number) => call(`/v1/sessions/${id}/entries`, { entries: turns(count) });
  await entries(5);
  const near = await entries(3);
  if (near.compaction) throw new Error(`${id}: the band append started a compaction`);
  // The agent's next LLM call (at least the summarizer's latency): the speculation, when on, summarizes meanwhile.
  // On a loaded machine it can take longer; the crossing then waits for the armed result, as a host with a slower
  // agent turn would not, so the bench waits for it rather than measure a deferral.
  await sleep(LATENCY_MS);
  if (side === 'on') await armed(call, id);
  const started = performance.now();
  const over = await entries(2);
  const runId = over.compaction?.id as string | undefined;
  if (!runId) throw new Error(`${id}: the crossing append started no compaction (${JSON.stringify(over)})`);
  const view = await call(`/v1/sessions/${id}/compactions/${runId}?wait=120`);
  const waited = performance.now() - started;
  if (view.status !== 'completed' || view.result?.outcome !== 'compacted') {
    throw new Error(`${id}: ${JSON.stringify(view)}`);
  }
  const attempts = (await call(`/v1/sessions/${id}/compactions`)).find((row: Json) => row.id === runId)?.attempts;
  const claimed = attempts?.[0]?.method === 'speculation';
  if (claimed !== (side === 'on')) throw new Error(`${id}: speculation ${claimed ? 'claimed' : 'not claimed'}`);
  return waited;
}

/** Waits (bounded) until the session's speculation has armed its result. */
async function armed(call: (route: string) => Promise<Json>, id: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    const rows = (await call(`/v1/sessions/${id}/compactions`)) as unknown as Json[];
    const status = rows.find((row) => row.trigger === 'speculation')?.status;
    if (status === 'armed') return;
    if (status && status !== 'running') throw new Error(`${id}: the speculation ended ${status}`);
    await sleep(250);
  }
  throw new Error(`${id}: the speculation did not arm within 60 s`);
}

/** Turns of a linear chain: a user message of about 4,000 tokens and a short answer each. */
function chain(prefix: string) {
  let parent: string | null = null;
  let n = 0;
  const entry = (message: Json) => {
    const id = `${prefix}-${n++}`;
    const made = { type: 'message', id, parentId: parent, timestamp: new Date().toISOString(), message };
    parent = id;
    return made;
  };
  return (count: number) =>
    Array.from({ length: count }, () => [
      entry({ role: 'user', content: `step ${n} `.padEnd(16_000, 'lorem ipsum '), timestamp: 1 }),
      entry({
        role: 'assistant',
        content: [{ type: 'text', text: `Done with step ${n}.` }],
        stopReason: 'stop',
        ...OPUS,
        timestamp: 1,
      }),
    ]).flat();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

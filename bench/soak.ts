/**
 * The soak: many agent sessions appending turns over the HTTP API against `compactor serve` on Postgres (a private
 * server of its own, so its restarts disturb nobody), with separate worker processes, auto-compaction on and a fake
 * provider with a provider's latency, while a chaos schedule SIGKILLs workers, restarts Postgres and restarts the
 * Temporal dev server. At the end a ledger of every acknowledged append and every started compaction is checked
 * against the store (test/helpers/soak/). Prints the figures and writes them to bench/results/soak-<time>.json.
 * Run: npm run bench:soak -- [--minutes 10] [--sessions 16] [--workers 2] [--fault-every 40] [--down 8] [--seed 1]
 * Exits 1 when the ledger or the traffic found a violation.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveTemporalExecutable } from '../worker/embedded-temporal';
import { runSoak, type LatencyFigures, type SoakReport } from '../test/helpers/soak/run-soak';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    sessions: { type: 'string', default: '16' },
    workers: { type: 'string', default: '2' },
    'fault-every': { type: 'string', default: '40' },
    down: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
  },
});

/** mulberry32: a small seeded generator, so that a run's latencies, think times and schedule repeat. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main(): Promise<void> {
  const found = resolveTemporalExecutable(process.env.TEMPORAL_CLI, process.env.PATH);
  if (found.type !== 'existing-path') throw new Error('bench:soak needs the Temporal CLI: set TEMPORAL_CLI');
  const options = {
    minutes: Number(values.minutes),
    sessions: Number(values.sessions),
    workers: Number(values.workers),
    chaos: { everyMs: Number(values['fault-every']) * 1000, downMs: Number(values.down) * 1000 },
    seed: Number(values.seed),
  };
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'compactor-soak-'));
  process.stderr.write(`soak: ${JSON.stringify(options)}; process logs in ${runDir}\n`);
  const report = await runSoak({ ...options, runDir, random: seeded(options.seed), temporalCli: found.path });
  print(report);
  const results = path.join(__dirname, 'results');
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ options, report }, null, 2)}\n`);
  process.stdout.write(`\nfigures written to ${path.relative(process.cwd(), file)}\n`);
  if (failures(report).length > 0) process.exitCode = 1;
}

function failures(r: SoakReport): string[] {
  const l = r.ledger;
  return [
    ...r.violations,
    ...r.sessionErrors,
    ...l.lost.map((x) => `lost ${x}`),
    ...l.duplicated.map((x) => `duplicated ${x}`),
    ...l.altered.map((x) => `altered ${x}`),
    ...l.unacknowledged.map((x) => `stored, never acknowledged: ${x}`),
    ...l.duplicateCompactions,
    ...l.auditMismatches,
  ];
}

function print(r: SoakReport): void {
  const l = r.ledger;
  const lat = (f: LatencyFigures) => `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (n=${f.count})`;
  const lines = [
    `\nsoak: ${r.sessions} sessions over ${r.tenants} tenants for ${(r.durationMs / 60_000).toFixed(1)} min`,
    `  turns ${r.turns}, appends acknowledged ${r.appends} (${r.replayedAppends} answered as idempotent replays)`,
    `  compactions started ${l.compactions.started}: committed ${l.compactions.committed}, skipped ${l.compactions.skipped}, failed ${l.compactions.failed}, unfinished ${l.compactions.unfinished}; deferred by the tenant limit ${r.deferredCompactions}`,
    `  faults ${r.faults.length}: ${Object.entries(r.faultCounts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
    `  acknowledged entries ${l.acknowledgedEntries}: lost ${l.lost.length}, duplicated ${l.duplicated.length}, altered ${l.altered.length}; stored but never acknowledged ${l.unacknowledged.length}`,
    `  duplicate compactions ${l.duplicateCompactions.length}; audit mismatches ${l.auditMismatches.length}`,
    `  answers by status ${JSON.stringify(r.statuses)}; retries ${r.retries}; dropped connections ${r.connectionErrors}`,
    `  append latency  outside faults ${lat(r.latency.append.outside)}; during ${lat(r.latency.append.during)}`,
    `  context latency outside faults ${lat(r.latency.context.outside)}; during ${lat(r.latency.context.during)}`,
    `  serve RSS idle ${r.rss.idleMiB} MiB, warm ${r.rss.startMiB} MiB, end ${r.rss.endMiB} MiB, max ${r.rss.maxMiB} MiB; lowest in the first and second half ${r.rss.floorMiB.firstHalf} and ${r.rss.floorMiB.secondHalf} MiB`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const found = failures(r);
  process.stdout.write(
    found.length ? `\nVIOLATIONS (${found.length}):\n  ${found.slice(0, 50).join('\n  ')}\n` : '\nno violations\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});

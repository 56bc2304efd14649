/**
 * A short soak (the benchmark `npm run bench:soak` at its smallest): a few sessions appending turns over the API of
 * `compactor serve` with separate worker processes, auto-compaction on, while each fault kind strikes at least once —
 * a worker SIGKILLed, the private PostgreSQL server restarted, the Temporal dev server restarted. The ledger must
 * then find every acknowledged entry stored exactly once, every compaction committed at most once with an audit row
 * that agrees, every context a valid provider request, and no answer that broke the contract (no 500, every 503
 * with Retry-After).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { usingRealPostgres } from '../helpers/database';
import { postgresBinaries } from '../helpers/own-postgres';
import { runSoak } from '../helpers/soak/run-soak';

// Postgres only: the cluster's server is a private PostgreSQL of its own (a restart is one of the faults).
const suite = postgresBinaries() && usingRealPostgres() ? describe : describe.skip;

suite('a short soak under chaos', () => {
  it('loses no acknowledged entry, duplicates no compaction and answers no 500 through each kind of fault', async () => {
    let n = 0;
    const report = await runSoak({
      runDir: mkdtempSync(path.join(os.tmpdir(), 'compactor-soak-test-')),
      minutes: 1.5,
      sessions: 3,
      workers: 2,
      chaos: { everyMs: 20_000, downMs: 4_000 },
      // A fixed sequence rather than randomness: the run's think times and provider latencies repeat.
      random: () => ((n += 1) * 0.618) % 1,
      providerLatencyMs: [200, 1_000],
    });
    expect(report.faultCounts['worker-kill']).toBeGreaterThanOrEqual(1);
    expect(report.faultCounts['postgres-restart']).toBeGreaterThanOrEqual(1);
    expect(report.faultCounts['temporal-restart']).toBeGreaterThanOrEqual(1);
    expect(report.turns).toBeGreaterThan(0);
    expect(report.violations).toEqual([]);
    expect(report.sessionErrors).toEqual([]);
    const { ledger } = report;
    expect(ledger.acknowledgedEntries).toBe(report.appends * 4);
    expect({ lost: ledger.lost, duplicated: ledger.duplicated, altered: ledger.altered }).toEqual({
      lost: [],
      duplicated: [],
      altered: [],
    });
    expect(ledger.unacknowledged).toEqual([]);
    expect(ledger.duplicateCompactions).toEqual([]);
    expect(ledger.auditMismatches).toEqual([]);
    expect(ledger.compactions.unfinished).toBe(0);
    expect(report.statuses['500']).toBeUndefined();
  }, 900_000);
});

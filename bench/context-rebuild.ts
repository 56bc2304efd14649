/**
 * Context rebuild cost (load from the store + pure rebuild) for a 100k-entry session with 100 compactions vs a
 * 1k-entry session with one compaction, both with the same kept window: the cost must follow the window, not
 * the history (target ratio <= 1.5). Run: npm run bench:context [-- PGlite] or with DATABASE_URL.
 */
import { importSession, readSessionContext } from '../store/session-store';
import { measure, printTable, ratio } from './harness';
import { asAsync, openBenchStore, syntheticSessionLines } from './bench-store';

const TENANT = 'bench';

async function main(): Promise<void> {
  const store = await openBenchStore();
  // Compaction every 1000 entries keeping the last 200: the latest compaction sits at 99,000 (large) or 500
  // (small, one compaction every 500), and the window after it is the same 200 kept + 499 later entries.
  const large = await importSession(store.db, {
    tenantId: TENANT,
    sessionId: 'large',
    lines: asAsync(syntheticSessionLines(100_000 + 500, { compactEvery: 1000, keep: 200 })),
    batchSize: 5000,
  });
  const small = await importSession(store.db, {
    tenantId: TENANT,
    sessionId: 'small',
    lines: asAsync(syntheticSessionLines(1000, { compactEvery: 500, keep: 200 })),
  });
  const read = (sessionId: string) => () => readSessionContext(store.db, { tenantId: TENANT, sessionId });
  const [l, s] = await Promise.all([read('large')(), read('small')()]);
  process.stdout.write(
    `large: ${large.entries} entries, ${l.messages.length} context messages; ` +
      `small: ${small.entries} entries, ${s.messages.length} context messages\n`,
  );
  const [largeStats, smallStats] = await measure(
    [
      { name: 'rebuild 100k entries / 100 compactions', run: read('large') },
      { name: 'rebuild 1k entries / 1 compaction', run: read('small') },
    ],
    { samples: 30, warmup: 3 },
  );
  printTable(`context rebuild on ${store.label}`, [largeStats!, smallStats!]);
  process.stdout.write(`  large/small ratio ${ratio(largeStats!, smallStats!).toFixed(2)} (target <= 1.5)\n`);
  await store.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

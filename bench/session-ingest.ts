/**
 * Ingest throughput: importing a generated 100k-entry session (parse, migrate, validate, reference checks,
 * batched appends in one transaction) against a plain multi-row INSERT of the same rows in the same run.
 * Run: npm run bench:ingest (PGlite) or DATABASE_URL=postgres://… npm run bench:ingest.
 */
import { randomUUID } from 'node:crypto';
import { importSession } from '../store/session-store';
import { withTenant } from '../store/with-tenant';
import { sessionEvents, sessions } from '../schema';
import { measure, printTable, ratio } from './harness';
import { asAsync, openBenchStore, syntheticSessionLines } from './bench-store';

const ENTRIES = Number(process.argv[2] ?? 100_000);
const TENANT = 'bench';

async function main(): Promise<void> {
  const store = await openBenchStore();
  const lines = [...syntheticSessionLines(ENTRIES)];
  const rows = lines.slice(1).map((line) => JSON.parse(line) as Record<string, unknown>);
  const [ingest, plain] = await measure(
    [
      {
        name: `ingest ${ENTRIES} entries`,
        run: () => importSession(store.db, { tenantId: TENANT, sessionId: randomUUID(), lines: asAsync(lines) }),
      },
      { name: `plain INSERT ${ENTRIES} rows`, run: () => plainInsert(store.db, rows) },
    ],
    { samples: 3, warmup: 1 },
  );
  printTable(`session ingest on ${store.label}`, [ingest!, plain!]);
  const perSecond = (ms: number) => Math.round((ENTRIES / ms) * 1000);
  process.stdout.write(
    `  ingest ${perSecond(ingest!.medianMs)} entries/s, plain INSERT ${perSecond(plain!.medianMs)} rows/s, ` +
      `ingest/plain throughput ${(1 / ratio(ingest!, plain!)).toFixed(2)} (target >= 0.5)\n`,
  );
  await store.close();
}

/** The baseline: the same rows, same table and tenant transaction, 1000 rows per INSERT, no checks. */
async function plainInsert(db: Parameters<typeof withTenant>[0], rows: Record<string, unknown>[]) {
  const sessionId = randomUUID();
  await withTenant(db, TENANT, async (tx) => {
    await tx.insert(sessions).values({ tenantId: TENANT, id: sessionId });
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000).map((data, j) => ({
        tenantId: TENANT,
        sessionId,
        seq: i + j + 1,
        entryId: data.id as string,
        parentId: data.parentId as string | null,
        type: data.type as string,
        data,
      }));
      await tx.insert(sessionEvents).values(chunk);
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

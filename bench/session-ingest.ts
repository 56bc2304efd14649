/**
 * Ingest throughput: importing a generated 100k-entry session (parse, migrate, validate, reference checks,
 * batched appends in one transaction) against a plain multi-row INSERT of the same rows in the same run; then a
 * real Claude Code transcript (3.2 MB, read whole and threaded) next to the upstream ingest of the bundled example
 * session, in source lines per second.
 * Run: npm run bench:ingest (PGlite) or DATABASE_URL=postgres://… npm run bench:ingest; `npm run bench:ingest 0`
 * runs only the transcript comparison.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importSession, importTranscript } from '../store/session-store';
import { withTenant } from '../store/with-tenant';
import { sessionEvents, sessions } from '../schema';
import { measure, printTable, ratio } from './harness';
import { asAsync, openBenchStore, syntheticSessionLines } from './bench-store';

const ENTRIES = Number(process.argv[2] ?? 100_000);
const TENANT = 'bench';

const TRANSCRIPT = path.join(
  __dirname,
  '..',
  'test',
  'fixtures',
  'wire',
  'claude-code',
  '4d5611e5-241a-462a-8d15-5122611a9569.jsonl',
);
const UPSTREAM = path.join(__dirname, '..', 'examples', 'pi-session-v1.jsonl');

async function main(): Promise<void> {
  const store = await openBenchStore();
  if (ENTRIES > 0) await syntheticIngest(store);
  await transcriptIngest(store);
  await store.close();
}

/** The same file's lines on every run (split once, outside the timing). */
const fileLines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n');

async function transcriptIngest(store: Awaited<ReturnType<typeof openBenchStore>>): Promise<void> {
  const transcript = fileLines(TRANSCRIPT);
  const upstream = fileLines(UPSTREAM);
  const [claude, native] = await measure(
    [
      {
        name: `claude-code transcript (${transcript.length} lines)`,
        run: () =>
          importTranscript(store.db, {
            tenantId: TENANT,
            sessionId: randomUUID(),
            format: 'claude-code',
            lines: asAsync(transcript),
          }),
      },
      {
        name: `upstream session (${upstream.length} lines)`,
        run: () => importSession(store.db, { tenantId: TENANT, sessionId: randomUUID(), lines: asAsync(upstream) }),
      },
    ],
    { samples: 7, warmup: 1 },
  );
  printTable(`transcript ingest on ${store.label}`, [claude!, native!]);
  const perSecond = (lines: number, ms: number) => Math.round((lines / ms) * 1000);
  process.stdout.write(
    `  claude-code ${perSecond(transcript.length, claude!.medianMs)} lines/s ` +
      `(${(readFileSync(TRANSCRIPT).length / 1e6 / (claude!.medianMs / 1000)).toFixed(1)} MB/s), ` +
      `upstream ${perSecond(upstream.length, native!.medianMs)} lines/s, ` +
      `transcript/upstream time ratio ${ratio(claude!, native!).toFixed(2)}\n`,
  );
}

async function syntheticIngest(store: Awaited<ReturnType<typeof openBenchStore>>): Promise<void> {
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

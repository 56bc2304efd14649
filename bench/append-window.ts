/**
 * The API server's append as the context window grows: one entry per append through the service with the server's
 * context cache, to never-compacted sessions of 100, 1k and 10k entries, interleaved. A sample is one turn of three
 * appends: a user message, an assistant's tool call (the turn's maintenance runs) and its result. The append's own work
 * does not depend on the window; what does is the context's token estimate and the turn's maintenance over the
 * branch the server keeps (target: 10k / 100 close to 1). Run: npm run bench:append-window [with DATABASE_URL].
 */
import { ContextCache } from '../service/context-cache';
import type { ServiceDeps } from '../service/deps';
import { appendEntries } from '../service/entries';
import { replaceSettings } from '../service/sessions';
import { createTenant } from '../service/tenants';
import { importSession } from '../store/session-store';
import { asAsync, openBenchStore, syntheticEntry, syntheticSessionLines } from './bench-store';
import { measure, printTable, ratio } from './harness';

const TENANT = 'bench';
const WINDOWS = [100, 1000, 10_000];

async function main(): Promise<void> {
  const store = await openBenchStore();
  await createTenant(store.db, { id: TENANT });
  const deps: ServiceDeps = {
    db: store.db,
    // Compaction is off for these sessions: no append here starts a workflow.
    client: {} as ServiceDeps['client'],
    taskQueue: 'bench',
    maxConcurrentCompactions: 1,
    contextCache: new ContextCache(512 * 1024 * 1024),
  };
  const cases = [];
  for (const size of WINDOWS) {
    const ids = { tenantId: TENANT, sessionId: `window-${size}` };
    await importSession(store.db, { ...ids, lines: asAsync(syntheticSessionLines(size)), batchSize: 5000 });
    await replaceSettings(store.db, ids, { compaction: { enabled: false } });
    let next = size;
    let parentId: string | null = syntheticEntry(size - 1, null).id as string;
    cases.push({
      name: `one turn at a ${size}-entry window`,
      run: async () => {
        let outcome;
        for (let appended = 0; appended < 3; appended += 1) {
          const entry = syntheticEntry(next, parentId);
          next += 1;
          parentId = entry.id as string;
          outcome = await appendEntries(deps, ids, { entries: [entry] });
        }
        return outcome;
      },
    });
  }
  const rows = await measure(cases, { samples: 40, warmup: 4 });
  printTable(`service appends of one turn (3 appends) with the context cache, on ${store.label}`, rows);
  const [small, , large] = rows;
  process.stdout.write(`  10k / 100 ratio ${ratio(large!, small!).toFixed(2)}\n`);
  await store.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

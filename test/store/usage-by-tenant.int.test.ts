/**
 * Operators' usage across tenants (migrations 0024 and 0026, store/usage/): one read as the usage reader role answers
 * every tenant's sums, tenants without usage included, the speculations by status and the pass-ons by method; the
 * role reads nothing else and writes nothing; a tenant's own reads and writes stay bound to its rows by row-level
 * security.
 */
import { eq, sql } from 'drizzle-orm';
import { compactions, providerUsage, sessions } from '../../schema';
import {
  recordCompaction,
  type CompactionStatus,
  type MethodAttempt,
} from '../../store/compaction-writes/record-compaction';
import { passOnsByMethod, speculationOutcomes } from '../../store/usage/audit-counts';
import { createTenant } from '../../service/tenants';
import { usageByTenant } from '../../service/usage';
import { recordProviderUsage, usageBySplit } from '../../store/usage/provider-usage';
import { USAGE_READER_ROLE, usageByTenantAndModel } from '../../store/usage/usage-by-tenant';
import { withTenant } from '../../store/with-tenant';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
  for (const id of ['rd-a', 'rd-b', 'rd-c']) await createTenant(store.db, { id });
  const row = (tenantId: string, model: string, inputTokens: number) => ({
    tenantId,
    sessionId: `${tenantId}-s`,
    workflowId: `compact:${tenantId}`,
    runId: 'r',
    activity: 'summarizeCompaction',
    model,
    inputTokens,
    outputTokens: 10,
    cachedTokens: 0,
  });
  await recordProviderUsage(store.db, row('rd-a', 'anthropic/claude-haiku-4-5', 1000));
  await recordProviderUsage(store.db, { ...row('rd-a', 'anthropic/claude-haiku-4-5', 2000), imageInputTokens: 500 });
  await recordProviderUsage(store.db, { ...row('rd-a', 'google/gemini-3-pro', 300), estimated: true });
  await recordProviderUsage(store.db, row('rd-b', 'anthropic/claude-haiku-4-5', 4000));
});
afterAll(async () => {
  await store.close();
});

const asReader = <T>(fn: (tx: Parameters<Parameters<TestDatabase['db']['transaction']>[0]>[0]) => Promise<T>) =>
  store.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${USAGE_READER_ROLE}, true)`);
    return fn(tx);
  });

/** The database's own message for a failed query (drizzle wraps it as the cause). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { cause?: { message?: string } } | undefined;
  return error?.cause?.message ?? 'no error';
}

const sums = { outputTokens: 10, cachedTokens: 0, imageInputTokens: 0, estimatedCalls: 0 };

describe('usage across tenants', () => {
  it("answers every tenant's sums per model in one read, a tenant without usage as zeros", async () => {
    expect(await usageByTenantAndModel(store.db)).toEqual([
      {
        tenantId: 'rd-a',
        model: 'anthropic/claude-haiku-4-5',
        calls: 2,
        inputTokens: 3000,
        outputTokens: 20,
        cachedTokens: 0,
        imageInputTokens: 500,
        estimatedCalls: 0,
      },
      { tenantId: 'rd-a', model: 'google/gemini-3-pro', calls: 1, inputTokens: 300, ...sums, estimatedCalls: 1 },
      { tenantId: 'rd-b', model: 'anthropic/claude-haiku-4-5', calls: 1, inputTokens: 4000, ...sums },
      { tenantId: 'rd-c', model: null, calls: 0, inputTokens: 0, ...sums, outputTokens: 0 },
    ]);
    // haiku 3000 × $1 + 20 × $5, gemini-3-pro 300 × $2 + 10 × $12 (per million); rd-b 4000 × $1 + 10 × $5
    expect(await usageByTenant({ db: store.db })).toEqual([
      expect.objectContaining({ tenantId: 'rd-a', calls: 3, inputTokens: 3300, estimatedCostUsd: 0.00382 }),
      expect.objectContaining({ tenantId: 'rd-b', calls: 1, inputTokens: 4000, estimatedCostUsd: 0.00405 }),
      expect.objectContaining({ tenantId: 'rd-c', calls: 0, inputTokens: 0, estimatedCostUsd: 0 }),
    ]);
  });

  it('the reader role reads no other table and writes no usage row', async () => {
    expect(await refusal(asReader((tx) => tx.select().from(sessions)))).toBe('permission denied for table sessions');
    expect(
      await refusal(
        asReader((tx) =>
          tx.insert(providerUsage).values({
            tenantId: 'rd-a',
            sessionId: 's',
            workflowId: 'w',
            runId: 'r',
            activity: 'a',
            model: 'm',
            inputTokens: 1,
            outputTokens: 1,
            cachedTokens: 0,
          }),
        ),
      ),
    ).toBe('permission denied for table provider_usage');
  });

  it("leaves a tenant's reads and writes bound to its own rows", async () => {
    const seen = await withTenant(store.db, 'rd-b', (tx) =>
      tx.select({ tenantId: providerUsage.tenantId }).from(providerUsage),
    );
    expect(seen).toEqual([{ tenantId: 'rd-b' }]);
    const other = await withTenant(store.db, 'rd-b', (tx) =>
      tx.select().from(providerUsage).where(eq(providerUsage.tenantId, 'rd-a')),
    );
    expect(other).toEqual([]);
    expect((await usageBySplit(store.db, { tenantId: 'rd-b' }, 'model')).map((u) => u.calls)).toEqual([1]);
    expect(
      await refusal(
        withTenant(store.db, 'rd-b', (tx) =>
          tx.insert(providerUsage).values({
            tenantId: 'rd-a',
            sessionId: 's',
            workflowId: 'w',
            runId: 'r',
            activity: 'a',
            model: 'm',
            inputTokens: 1,
            outputTokens: 1,
            cachedTokens: 0,
          }),
        ),
      ),
    ).toBe('new row violates row-level security policy for table "provider_usage"');
  });
});

describe('the audit rows across tenants', () => {
  it('counts the speculation audit rows of every tenant by status, and lets the reader see nothing else of them', async () => {
    const run = (tenantId: string, runId: string, trigger: string, status: CompactionStatus) =>
      withTenant(store.db, tenantId, (tx) =>
        recordCompaction(tx, {
          tenantId,
          sessionId: `${tenantId}-s`,
          workflowId: `w-${runId}`,
          runId,
          trigger,
          status,
        }),
      );
    await run('rd-a', 'sa', 'speculation', 'armed');
    await run('rd-a', 'sb', 'speculation', 'claimed');
    await run('rd-b', 'sc', 'speculation', 'claimed');
    await run('rd-b', 'th', 'threshold', 'committed');
    expect(await speculationOutcomes(store.db)).toEqual([
      { status: 'armed', runs: 1 },
      { status: 'claimed', runs: 2 },
    ]);
    expect(await refusal(asReader((tx) => tx.select({ t: compactions.tokensBefore }).from(compactions)))).toBe(
      'permission denied for table compactions',
    );
    const seen = await asReader((tx) => tx.select({ trigger: compactions.trigger }).from(compactions));
    expect(seen.map((r) => r.trigger).sort()).toEqual(['speculation', 'speculation', 'speculation', 'threshold']);
  });

  it('counts the attempts that passed on by method, naming only the reasons asked for and the rest as failed', async () => {
    const attempts = (tenantId: string, runId: string, list: MethodAttempt[]) =>
      withTenant(store.db, tenantId, (tx) =>
        recordCompaction(tx, {
          tenantId,
          sessionId: `${tenantId}-s`,
          workflowId: `w-${runId}`,
          runId,
          trigger: 'threshold',
          status: 'committed',
          attempts: list,
        }),
      );
    await attempts('rd-a', 'p1', [
      { method: 'handoff', outcome: 'passed-on', reason: 'handoff generation failed (ProviderAuth: no key)' },
      { method: 'context-full', outcome: 'used' },
    ]);
    await attempts('rd-b', 'p2', [
      { method: 'handoff', outcome: 'passed-on', reason: 'quality-gate' },
      { method: 'context-full', outcome: 'passed-on', reason: 'quality-gate' },
      { method: 'snapcompact', outcome: 'used' },
    ]);
    await attempts('rd-b', 'p3', [
      { method: 'remote', outcome: 'passed-on', reason: 'budget' },
      { method: 'snapcompact', outcome: 'used' },
    ]);
    expect(await passOnsByMethod(store.db, ['quality-gate', 'budget'])).toEqual([
      { method: 'context-full', reason: 'quality-gate', attempts: 1 },
      { method: 'handoff', reason: 'failed', attempts: 1 },
      { method: 'handoff', reason: 'quality-gate', attempts: 1 },
      { method: 'remote', reason: 'budget', attempts: 1 },
    ]);
  });
});

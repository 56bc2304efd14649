/**
 * The per-tenant request rate holds across API nodes: two `compactor serve` processes on one Postgres database
 * (and one Temporal) grant a tenant its per-minute limit once in total, because the counts live in the database,
 * not in each process. Postgres only: PGlite is one process by construction.
 */
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { openTestDatabase, usingRealPostgres, type TestDatabase } from '../helpers/database';
import { startServe, type ServeProcess } from '../helpers/serve-process';
import { startTestTemporal } from '../helpers/temporal';
import { createKey, createTenant } from '../../service/tenants';

const describePostgres = usingRealPostgres() ? describe : describe.skip;

describePostgres('the request rate across two serve processes', () => {
  let env: TestWorkflowEnvironment;
  let database: TestDatabase;
  const nodes: ServeProcess[] = [];
  let key: string;

  beforeAll(async () => {
    env = await startTestTemporal();
    database = await openTestDatabase();
    await createTenant(database.db, { id: 'shared' });
    key = (await createKey(database.db, { tenantId: 'shared' })).secret;
    const common = { DATABASE_URL: database.url, TEMPORAL_ADDRESS: env.address, COMPACTOR_API_RATE_PER_MINUTE: '10' };
    nodes.push(...(await Promise.all([startServe(common), startServe(common)])));
  }, 120_000);

  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await database?.close();
    await env?.teardown();
  });

  it('answers 200 to ten requests spread over both nodes and 429 to the rest, on either node', async () => {
    const call = (node: ServeProcess) =>
      fetch(`${node.url}/v1/sessions`, { headers: { authorization: `Bearer ${key}` } });
    // The windows are whole minutes of the database clock (this machine's): start clear of an edge.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push((await call(nodes[i % 2]!)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429, 429, 429]);
    const limited = await call(nodes[0]!);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ type: 'https://compactor.dev/problems/rate-limited' });
  }, 120_000);
});

/**
 * The idle sweep's candidate query: active sessions quiet since before `activeBefore`, oldest activity first,
 * keyset-paginated on (last_activity_at, tenant_id, id) — across all tenants through `sessions_idle_sweep_idx`, or
 * one tenant through `sessions_tenant_activity_idx`. It reads the projection only (never session_events), as the
 * `compactor_sweeper` role, which may read these columns of every tenant and nothing else. Each row's settings are
 * resolved (session over tenant over defaults) and judged by the idle policy; the page returns the qualifying ones
 * and the cursor after the last row read, qualifying or not.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { idlePolicy, idleVerdict } from '../../core/compaction/idle';
import { layerSettings } from '../../core/settings-layers';
import { tenants } from '../../schema';
import { storedSettings, type SessionSettings } from '../../core/session/session-settings-schema';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';
import type { Tx } from '../with-tenant';

export const SWEEPER_ROLE = 'compactor_sweeper';

export interface IdleCursor {
  /** last_activity_at as Postgres prints it (full microsecond precision). */
  activity: string;
  tenantId: string;
  sessionId: string;
}

export interface IdleCandidatesInput {
  /** Only sessions whose last activity is at or before this instant (ISO) are read: fixed for a whole sweep. */
  activeBefore: string;
  tenantId?: string;
  after?: IdleCursor;
  limit: number;
  /** The instant idleness is measured at (ms since the epoch). */
  now: number;
}

export interface IdleCandidate {
  tenantId: string;
  sessionId: string;
  lastSeq: number;
  contextTokens: number;
  model?: string;
  compaction?: SessionSettings['compaction'];
  cacheExpired: boolean;
}

export interface IdleCandidatePage {
  candidates: IdleCandidate[];
  /** Rows read (qualifying or not). */
  scanned: number;
  next: IdleCursor | null;
}

export interface CandidateRow extends Record<string, unknown> {
  tenant_id: string;
  id: string;
  last_seq: string | number;
  context_tokens: string | number;
  settings: unknown;
  activity: string;
  activity_ms: string | number;
}

export function listIdleCandidates(db: Db, input: IdleCandidatesInput): Promise<IdleCandidatePage> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${SWEEPER_ROLE}`));
    const rows = await candidateRows(tx, input);
    const tenantSettings = await settingsOfTenants(tx, [...new Set(rows.map((r) => r.tenant_id))]);
    const candidates = rows.flatMap((row) => qualify(row, tenantSettings.get(row.tenant_id) ?? {}, input.now));
    const last = rows.at(-1);
    const next = rows.length < input.limit || !last ? null : cursorOf(last);
    return { candidates, scanned: rows.length, next };
  });
}

export function qualify(row: CandidateRow, tenant: SessionSettings, now: number): IdleCandidate[] {
  const settings = layerSettings(tenant, storedSettings(row.settings));
  const contextTokens = Number(row.context_tokens);
  const policy = idlePolicy(settings.compaction ?? {}, settings.model);
  const verdict = idleVerdict(policy, { contextTokens, idleMs: now - Number(row.activity_ms) });
  if (!verdict.qualifies) return [];
  return [
    {
      tenantId: row.tenant_id,
      sessionId: row.id,
      lastSeq: Number(row.last_seq),
      contextTokens,
      ...(settings.model ? { model: settings.model } : {}),
      ...(settings.compaction ? { compaction: settings.compaction } : {}),
      cacheExpired: verdict.cacheExpired,
    },
  ];
}

const cursorOf = (row: CandidateRow): IdleCursor => ({
  activity: row.activity,
  tenantId: row.tenant_id,
  sessionId: row.id,
});

/** The page query (exported for the benchmark's EXPLAIN). */
export function candidateSql(input: Omit<IdleCandidatesInput, 'now'>): SQL {
  const after = input.after
    ? sql`and (last_activity_at, tenant_id, id) > (${input.after.activity}::timestamptz, ${input.after.tenantId}, ${input.after.sessionId})`
    : sql``;
  const tenant = input.tenantId !== undefined ? sql`and tenant_id = ${input.tenantId}` : sql``;
  return sql`
    select tenant_id, id, last_seq, context_tokens, settings, last_activity_at::text as activity,
           (extract(epoch from last_activity_at) * 1000)::float8 as activity_ms
    from sessions
    where status = 'active' and last_activity_at <= ${input.activeBefore}::timestamptz ${tenant} ${after}
    order by last_activity_at, tenant_id, id
    limit ${input.limit}`;
}

async function candidateRows(tx: Tx, input: IdleCandidatesInput): Promise<CandidateRow[]> {
  return rowsOf<CandidateRow>(await tx.execute<CandidateRow>(candidateSql(input)));
}

export async function settingsOfTenants(tx: Tx, ids: string[]): Promise<Map<string, SessionSettings>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: tenants.id, settings: tenants.settings })
    .from(tenants)
    .where(inArray(tenants.id, ids));
  return new Map(rows.map((r) => [r.id, storedSettings(r.settings)]));
}

/**
 * The idle sweep's fair page (from the idle-sweep-enqueue patch on): a page shares its rows among at most
 * `maxTenants` open tenants, each read through its own keyset cursor (last_activity_at, id) on
 * `sessions_tenant_activity_idx`, so one tenant's thousand idle sessions take one tenant's share of every page and
 * never queue another tenant's ten behind them. A tenant stays open (its cursor carried by the workflow) while it
 * has more rows; a closed slot goes to the next tenants, found in id order by a skip scan over the same index
 * (only tenants with an active session quiet since `activeBefore`). The carried state is at most `maxTenants`
 * cursors and one tenant id, however many sessions and tenants exist. Reads the projection only, as the sweeper role.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../session-store/event-rows';
import type { Tx } from '../with-tenant';
import {
  qualify,
  settingsOfTenants,
  SWEEPER_ROLE,
  type CandidateRow,
  type IdleCandidate,
  type IdleCursor,
} from './idle-candidates';

export interface FairIdleInput {
  /** Only sessions whose last activity is at or before this instant (ISO) are read: fixed for a whole sweep. */
  activeBefore: string;
  /** Sweep this tenant only (it is the one open tenant; no others are opened). */
  tenantId?: string;
  /** Open tenants and the cursor after their last row read; a tenant without a cursor starts at its oldest row. */
  open: { tenantId: string; after?: IdleCursor }[];
  /** Tenants after this id are not opened yet; absent: none opened yet; null: every tenant has been opened. */
  openedThrough?: string | null;
  /** Rows per page (shared among the open tenants). */
  limit: number;
  /** Open tenants per page. */
  maxTenants: number;
}

export interface FairIdlePage {
  candidates: IdleCandidate[];
  /** Rows read (qualifying or not). */
  scanned: number;
  /** The tenants with more rows, and their cursors; empty with `openedThrough: null` when the sweep is done. */
  open: { tenantId: string; after: IdleCursor }[];
  openedThrough: string | null;
}

const OLDEST = '-infinity';

export function listFairIdleCandidates(db: Db, input: FairIdleInput & { now: number }): Promise<FairIdlePage> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${SWEEPER_ROLE}`));
    const { slots, openedThrough } = await openSlots(tx, input);
    if (slots.length === 0) return { candidates: [], scanned: 0, open: [], openedThrough };
    const share = Math.max(1, Math.ceil(input.limit / slots.length));
    const rows = rowsOf<CandidateRow>(await tx.execute<CandidateRow>(fairPageSql(input.activeBefore, slots, share)));
    const byTenant = new Map<string, CandidateRow[]>(slots.map((s) => [s.tenantId, []]));
    for (const row of rows) byTenant.get(row.tenant_id)?.push(row);
    const read: CandidateRow[] = [];
    const open: FairIdlePage['open'] = [];
    for (const [tenantId, tenantRows] of byTenant) {
      const taken = tenantRows.slice(0, share);
      read.push(...taken);
      const last = taken.at(-1);
      if (tenantRows.length > share && last) {
        open.push({ tenantId, after: { activity: last.activity, tenantId, sessionId: last.id } });
      }
    }
    const settings = await settingsOfTenants(tx, [...byTenant.keys()]);
    const candidates = read.flatMap((row) => qualify(row, settings.get(row.tenant_id) ?? {}, input.now));
    return { candidates, scanned: read.length, open, openedThrough };
  });
}

/** The page's tenants: the open ones, then (room permitting) the next tenants with rows, in id order. */
async function openSlots(tx: Tx, input: FairIdleInput) {
  if (input.tenantId !== undefined) {
    const first = input.openedThrough === undefined;
    return { slots: first ? [{ tenantId: input.tenantId }] : input.open, openedThrough: null };
  }
  const room = input.maxTenants - input.open.length;
  if (room <= 0 || input.openedThrough === null) {
    return { slots: input.open, openedThrough: input.openedThrough ?? null };
  }
  const next = rowsOf<{ tenant_id: string }>(
    await tx.execute<{ tenant_id: string }>(nextTenantsSql(input.activeBefore, input.openedThrough ?? '', room)),
  ).map((r) => ({ tenantId: r.tenant_id }));
  const openedThrough = next.length < room ? null : next.at(-1)!.tenantId;
  return { slots: [...input.open, ...next], openedThrough };
}

const quiet = (before: string) => sql`s.status = 'active' and s.last_activity_at <= ${before}::timestamptz`;

/** Up to `room` tenant ids after `after` that have a session to read: one index probe per tenant (skip scan). */
export function nextTenantsSql(activeBefore: string, after: string, room: number): SQL {
  return sql`
    with recursive t(tenant_id) as (
      (select s.tenant_id from sessions s where ${quiet(activeBefore)} and s.tenant_id > ${after}
       order by s.tenant_id limit 1)
      union all
      select (select s.tenant_id from sessions s where ${quiet(activeBefore)} and s.tenant_id > t.tenant_id
              order by s.tenant_id limit 1)
      from t where t.tenant_id is not null
    )
    select tenant_id from t where tenant_id is not null limit ${room}`;
}

/** For each slot, its next `share` + 1 rows (the extra one says whether the tenant has more). */
export function fairPageSql(activeBefore: string, slots: FairIdleInput['open'], share: number): SQL {
  const values = sql.join(
    slots.map(
      (s) => sql`(${s.tenantId}::text, ${s.after?.activity ?? OLDEST}::timestamptz, ${s.after?.sessionId ?? ''}::text)`,
    ),
    sql`, `,
  );
  return sql`
    select c.tenant_id, p.id, p.last_seq, p.context_tokens, p.settings, p.activity, p.activity_ms
    from (values ${values}) as c(tenant_id, activity, session_id)
    cross join lateral (
      select s.id, s.last_seq, s.context_tokens, s.settings, s.last_activity_at::text as activity,
             (extract(epoch from s.last_activity_at) * 1000)::float8 as activity_ms
      from sessions s
      where s.tenant_id = c.tenant_id and ${quiet(activeBefore)}
        and (s.last_activity_at, s.id) > (c.activity, c.session_id)
      order by s.last_activity_at, s.id
      limit ${share + 1}
    ) p`;
}

/**
 * The append's first statement: the session row locked for update, with what the append would otherwise look up
 * one round trip at a time — how many of the batch's stored references exist, whether its idempotency key has
 * been used, and the tenant's settings (through `compactor_tenant_settings()`, migration 0023: the application
 * role reads its own tenant's settings and no other row of `tenants`) — read under the same lock and tenant. Written out as SQL (one text per reference count, so it stays
 * prepared) and mapped by the table's own column codecs: the query builder's rendering of it cost more CPU than
 * the database's work.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { sessions, type SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { rowsOf } from './event-rows';
import { SessionNotFound } from './errors';

export interface LockedForAppend {
  session: SessionRow;
  /** How many of the probed references name an entry of the session. */
  referencesFound: number;
  /** The probed idempotency key is on a stored row (the append may be a replay). */
  keyUsed: boolean;
  /** The tenant's settings as stored (unparsed); null when the tenant has no row (the CLI's implicit tenant). */
  tenantSettings: unknown;
}

const COLUMNS = Object.entries(getTableColumns(sessions));
const SELECTED = sql.raw(COLUMNS.map(([, column]) => `s."${column.name}"`).join(', '));

export async function lockForAppend(
  tx: Tx,
  sessionId: string,
  probe: { references: readonly string[]; idempotencyKey?: string | undefined },
): Promise<LockedForAppend> {
  const ids = sql.join(
    probe.references.map((id) => sql`${id}`),
    sql`, `,
  );
  const found =
    probe.references.length === 0
      ? sql`0`
      : sql`(select count(*)::int from session_events e where e.session_id = s.id and e.entry_id in (${ids}))`;
  const keyUsed = sql`(select 1 from session_events e where e.session_id = s.id and e.idempotency_key = ${probe.idempotencyKey ?? null}::text)`;
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${SELECTED}, ${found} as found_references, ${keyUsed} as key_used,
      compactor_tenant_settings() as tenant_settings
      from sessions s where s.id = ${sessionId} for update of s`),
  );
  const session = row && sessionOf(row);
  if (!session || session.status === 'deleted') throw new SessionNotFound(sessionId);
  return {
    session,
    referencesFound: Number(row.found_references),
    keyUsed: row.key_used !== null,
    tenantSettings: row.tenant_settings ?? null,
  };
}

/** A raw `sessions` row through each column's own decoder (as the query builder maps it). */
function sessionOf(raw: Record<string, unknown>): SessionRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of COLUMNS) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as SessionRow;
}

/**
 * The append's first statement: the session row locked for update, with what the append would otherwise look up
 * one round trip at a time — how many of the batch's stored references exist, whether its idempotency key has
 * been used, and the tenant's settings (through `compactor_tenant_settings()`, migration 0023: the application
 * role reads its own tenant's settings and no other row of `tenants`) — read under the same lock and tenant.
 * Written out as SQL text (one per reference count, so it stays prepared), sent without the query builder's
 * rendering (store/statement.ts) and mapped by the table's own column codecs.
 */
import { getTableColumns } from 'drizzle-orm';
import { sessions, type SessionRow } from '../../schema';
import type { Tx } from '../with-tenant';
import { queryRows } from '../statement';
import { MAX_PREPARED_PARAMETERS } from '../prepared-client';
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
const SELECTED = COLUMNS.map(([, column]) => `s."${column.name}"`).join(', ');

export async function lockForAppend(
  tx: Tx,
  sessionId: string,
  probe: { references: readonly string[]; idempotencyKey?: string | undefined },
): Promise<LockedForAppend> {
  const [row] = await queryRows<Record<string, unknown>>(tx, lockText(probe.references.length), [
    sessionId,
    probe.idempotencyKey ?? null,
    ...probe.references,
  ]);
  const session = row && sessionOf(row);
  if (!session || session.status === 'deleted') throw new SessionNotFound(sessionId);
  return {
    session,
    referencesFound: Number(row.found_references),
    keyUsed: row.key_used !== null,
    tenantSettings: row.tenant_settings ?? null,
  };
}

const LOCK_TEXTS = new Map<number, string>();

/** The statement for a batch with this many stored references ($1 the session, $2 the key, then the references). */
function lockText(references: number): string {
  let text = LOCK_TEXTS.get(references);
  if (text) return text;
  const ids = Array.from({ length: references }, (_, i) => `$${i + 3}`).join(', ');
  const found =
    references === 0
      ? '0'
      : `(select count(*)::int from session_events e where e.session_id = s.id and e.entry_id in (${ids}))`;
  text = `select ${SELECTED}, ${found} as found_references,
      (select 1 from session_events e where e.session_id = s.id and e.idempotency_key = $2::text) as key_used,
      compactor_tenant_settings() as tenant_settings
      from sessions s where s.id = $1 for update of s`;
  // A text kept prepared is kept here too; a batch with more references has its text built each time.
  if (references <= MAX_PREPARED_PARAMETERS) LOCK_TEXTS.set(references, text);
  return text;
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

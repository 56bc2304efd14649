/**
 * The sessions projection as hosts and operators list it: one row per session with its entry count, last compaction
 * and hand-off, newest first by a (created_at, id) keyset so pages never shift; a deleted session is neither listed
 * nor found. Reads run inside the caller's tenant transaction; this module writes nothing.
 */
import { sql } from 'drizzle-orm';
import { storedSettings, type SessionSettings } from '../../core/session/session-settings-schema';
import type { Tx } from '../with-tenant';
import { parseJson, rowsOf } from './event-rows';

export interface SessionListing {
  id: string;
  status: string;
  leafId: string | null;
  lastSeq: number;
  entries: number;
  parentSessionId: string | null;
  handedOffTo: string | null;
  cwd: string | null;
  settings: SessionSettings;
  createdAt: string;
  lastActivityAt: string;
  lastCompaction: { entryId: string; at: string | null } | null;
  /** The row's created_at as Postgres prints it: the keyset position, exact to the microsecond. */
  createdKey: string;
}

/** Where a page starts: strictly after this (created_at, id), newest first. */
export interface ListingKey {
  created: string;
  id: string;
}

export async function selectSessions(
  tx: Tx,
  where: { id?: string; after?: ListingKey; limit?: number },
): Promise<SessionListing[]> {
  const filter = where.id
    ? sql`s.id = ${where.id}`
    : where.after
      ? sql`(s.created_at, s.id) < (${where.after.created}::timestamptz, ${where.after.id})`
      : sql`true`;
  const result = await tx.execute(sql`
    select s.id, s.status, s.leaf_entry_id, s.last_seq, s.parent_session_id, s.header ->> 'cwd' as cwd,
      s.settings, s.created_at::text as created_key, s.created_at, s.last_activity_at,
      s.last_compaction_entry_id,
      (select e.data ->> 'toSessionId' from session_events e
        where e.session_id = s.id and e.type = 'session_handed_off' order by e.seq desc limit 1) as handed_off_to,
      (select count(*) from session_events e where e.session_id = s.id and e.entry_id is not null) as entries,
      (select max(c.finished_at) from compactions c
        where c.tenant_id = s.tenant_id and c.session_id = s.id and c.compaction_entry_id = s.last_compaction_entry_id
      ) as last_compaction_at
    from sessions s where ${filter} and s.status <> 'deleted'
    order by s.created_at desc, s.id desc
    ${where.limit ? sql`limit ${where.limit}` : sql``}`);
  return rowsOf<Record<string, unknown>>(result).map(toListing);
}

function toListing(r: Record<string, unknown>): SessionListing {
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return {
    id: String(r.id),
    status: String(r.status),
    leafId: (r.leaf_entry_id as string | null) ?? null,
    lastSeq: Number(r.last_seq),
    entries: Number(r.entries),
    parentSessionId: (r.parent_session_id as string | null) ?? null,
    handedOffTo: (r.handed_off_to as string | null) ?? null,
    cwd: (r.cwd as string | null) ?? null,
    settings: storedSettings(parseJson(r.settings)),
    createdAt: iso(r.created_at)!,
    lastActivityAt: iso(r.last_activity_at)!,
    lastCompaction: r.last_compaction_entry_id
      ? { entryId: String(r.last_compaction_entry_id), at: iso(r.last_compaction_at) }
      : null,
    createdKey: String(r.created_key),
  };
}

/**
 * Session operations: create (empty), import an upstream JSONL stream (all or nothing), list with keyset
 * pagination, get. Every query runs in a tenant transaction, so another tenant's session is simply not found.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../schema';
import type { UndecodableLine } from '../core/session/utf8-lines';
import type { Db } from '../store/database';
import { withTenant, type Tx } from '../store/with-tenant';
import { createSessionIn } from '../store/session-store/create-session';
import { importSession as importLines, recordAgentConfig, SessionNotFound } from '../store/session-store';
import { parseAgentConfig } from '../core/session/agent-config';
import { rowsOf } from '../store/session-store/event-rows';
import { refreshContextTokens } from '../store/idle/context-tokens';
import { storedSettings, type SessionSettings } from '../core/session/session-settings-schema';
import { readTenantSettings, resolveSettings } from './tenant-settings';

export interface SessionView {
  id: string;
  status: string;
  leafId: string | null;
  lastSeq: number;
  entries: number;
  parentSessionId: string | null;
  /** Set once the session was handed off (strategy `handoff`): the session it continues in. */
  handedOffTo: string | null;
  cwd: string | null;
  settings: SessionSettings;
  createdAt: string;
  lastActivityAt: string;
  lastCompaction: { entryId: string; at: string | null } | null;
}

export interface CreateSessionRequest {
  id?: string;
  cwd?: string;
  model?: string;
  settings?: SessionSettings;
  /** Validated here too (AgentConfigInvalid): the service is also called without the route's schema. */
  agentConfig?: unknown;
}

export async function createSession(db: Db, tenantId: string, request: CreateSessionRequest): Promise<SessionView> {
  const sessionId = request.id ?? randomUUID();
  const settings = { ...request.settings, ...(request.model ? { model: request.model } : {}) };
  return withTenant(db, tenantId, async (tx) => {
    await createSessionIn(tx, {
      tenantId,
      sessionId,
      header: { id: sessionId, ...(request.cwd ? { cwd: request.cwd } : {}) },
    });
    await tx.execute(sql`update sessions set settings = ${JSON.stringify(settings)}::jsonb where id = ${sessionId}`);
    if (request.agentConfig) await recordAgentConfig(tx, sessionId, parseAgentConfig(request.agentConfig));
    return (await selectSessions(tx, { id: sessionId }))[0]!;
  });
}

export async function importSession(
  db: Db,
  tenantId: string,
  input: { lines: AsyncIterable<string | UndecodableLine>; id?: string },
): Promise<SessionView> {
  const result = await importLines(db, { tenantId, sessionId: input.id ?? randomUUID(), lines: input.lines });
  await refreshContextTokens(db, { tenantId, sessionId: result.sessionId });
  return getSession(db, tenantId, result.sessionId);
}

export function getSession(db: Db, tenantId: string, sessionId: string): Promise<SessionView> {
  return withTenant(db, tenantId, async (tx) => {
    const [row] = await selectSessions(tx, { id: sessionId });
    if (!row) throw new SessionNotFound(sessionId);
    return row;
  });
}

/**
 * Replaces the session's settings (validated by the caller's schema): they apply from the next append and the next
 * compaction started through the service. A deleted session is not found.
 */
export function replaceSettings(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  settings: SessionSettings,
): Promise<SessionView> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const updated = await tx.execute(
      sql`update sessions set settings = ${JSON.stringify(settings)}::jsonb, updated_at = now()
          where id = ${ids.sessionId} and status <> 'deleted' returning id`,
    );
    if (rowsOf(updated).length === 0) throw new SessionNotFound(ids.sessionId);
    return (await selectSessions(tx, { id: ids.sessionId }))[0]!;
  });
}

/** The session's effective settings: its own over its tenant's (two indexed row reads). */
export async function readSettings(db: Db, ids: { tenantId: string; sessionId: string }): Promise<SessionSettings> {
  const own = await withTenant(db, ids.tenantId, async (tx) => {
    const [row] = await tx.select({ settings: sessions.settings }).from(sessions).where(eq(sessions.id, ids.sessionId));
    if (!row) throw new SessionNotFound(ids.sessionId);
    return storedSettings(row.settings);
  });
  return resolveSettings(await readTenantSettings(db, ids.tenantId), own);
}

export interface SessionPage {
  sessions: SessionView[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Newest first by creation time; the cursor is the (created_at, id) of the last row, so pages never shift. */
export function listSessions(
  db: Db,
  tenantId: string,
  input: { limit: number; cursor?: string },
): Promise<SessionPage> {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  return withTenant(db, tenantId, async (tx) => {
    const rows = await selectSessions(tx, { after, limit: input.limit + 1 });
    const page = rows.slice(0, input.limit);
    const last = page[page.length - 1];
    const nextCursor = rows.length > input.limit && last ? encodeCursor(last) : null;
    return { sessions: page.map(({ createdKey: _k, ...view }) => view), nextCursor };
  });
}

export class InvalidCursor extends Error {
  override readonly name = 'InvalidCursor';
  readonly type = 'InvalidCursor';
}

type Row = SessionView & { createdKey: string };

async function selectSessions(
  tx: Tx,
  where: { id?: string; after?: { created: string; id: string }; limit?: number },
): Promise<Row[]> {
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
    from sessions s where ${filter}
    order by s.created_at desc, s.id desc
    ${where.limit ? sql`limit ${where.limit}` : sql``}`);
  return rowsOf<Record<string, unknown>>(result).map(toView);
}

function toView(r: Record<string, unknown>): Row {
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
    settings: storedSettings(typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings),
    createdAt: iso(r.created_at)!,
    lastActivityAt: iso(r.last_activity_at)!,
    lastCompaction: r.last_compaction_entry_id
      ? { entryId: String(r.last_compaction_entry_id), at: iso(r.last_compaction_at) }
      : null,
    createdKey: String(r.created_key),
  };
}

function encodeCursor(row: Row): string {
  return Buffer.from(JSON.stringify([row.createdKey, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { created: string; id: string } {
  try {
    const [created, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof created === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(created))) {
      return { created, id };
    }
  } catch {
    // fall through to the typed failure
  }
  throw new InvalidCursor('cursor: not a cursor this API returned');
}

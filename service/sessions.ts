/**
 * Session operations: create (empty), import an upstream JSONL stream or a Claude Code / Codex transcript (all or
 * nothing), list with keyset pagination, get. Every query runs in a tenant transaction, so another tenant's session
 * is simply not found.
 */
import { randomUUID } from 'node:crypto';
import type { UndecodableLine } from '../core/session/utf8-lines';
import type { Db } from '../store/database';
import { withTenant } from '../store/with-tenant';
import { createSessionIn } from '../store/session-store/create-session';
import {
  importSession as importLines,
  importTranscript,
  recordAgentConfig,
  SessionNotFound,
} from '../store/session-store';
import { selectSessions, type ListingKey, type SessionListing } from '../store/session-store/session-listing';
import { readSessionSettings, writeSessionSettings } from '../store/session-store/session-settings';
import type { ImportFormat } from '../core/transcripts/transcript-formats';
import { parseAgentConfig } from '../core/session/agent-config';
import { refreshContextTokens } from '../store/idle/context-tokens';
import type { SessionSettings } from '../core/session/session-settings-schema';
import { checkSummarizerSettings, readTenantSettings, resolveSettings } from './tenant-settings';

/**
 * A session as the API shows it; `handedOffTo` is set once the session was handed off (strategy `handoff`): the
 * session it continues in.
 */
export type SessionView = Omit<SessionListing, 'createdKey'>;

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
  const settings = checkSummarizerSettings(
    { ...request.settings, ...(request.model ? { model: request.model } : {}) },
    'settings',
  );
  return withTenant(db, tenantId, async (tx) => {
    await createSessionIn(tx, {
      tenantId,
      sessionId,
      header: { id: sessionId, ...(request.cwd ? { cwd: request.cwd } : {}) },
    });
    await writeSessionSettings(tx, sessionId, settings, { live: false });
    if (request.agentConfig) await recordAgentConfig(tx, sessionId, parseAgentConfig(request.agentConfig));
    return viewOf((await selectSessions(tx, { id: sessionId }))[0]!);
  });
}

export async function importSession(
  db: Db,
  tenantId: string,
  input: { lines: AsyncIterable<string | UndecodableLine>; id?: string; format?: ImportFormat },
): Promise<SessionView> {
  const target = { tenantId, sessionId: input.id ?? randomUUID(), lines: input.lines };
  const format = input.format ?? 'native';
  const result = await (format === 'native' ? importLines(db, target) : importTranscript(db, { ...target, format }));
  await refreshContextTokens(db, { tenantId, sessionId: result.sessionId });
  return getSession(db, tenantId, result.sessionId);
}

export function getSession(db: Db, tenantId: string, sessionId: string): Promise<SessionView> {
  return withTenant(db, tenantId, async (tx) => {
    const [row] = await selectSessions(tx, { id: sessionId });
    if (!row) throw new SessionNotFound(sessionId);
    return viewOf(row);
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
  checkSummarizerSettings(settings);
  return withTenant(db, ids.tenantId, async (tx) => {
    if (!(await writeSessionSettings(tx, ids.sessionId, settings, { live: true }))) {
      throw new SessionNotFound(ids.sessionId);
    }
    return viewOf((await selectSessions(tx, { id: ids.sessionId }))[0]!);
  });
}

/** The session's effective settings: its own over its tenant's (two indexed row reads). */
export async function readSettings(db: Db, ids: { tenantId: string; sessionId: string }): Promise<SessionSettings> {
  const { tenant, session } = await readSettingLayers(db, ids);
  return resolveSettings(tenant, session);
}

/** The tenant's settings and the session's own, each as stored (a budget of each layer counts its own usage). */
export async function readSettingLayers(
  db: Db,
  ids: { tenantId: string; sessionId: string },
): Promise<{ tenant: SessionSettings; session: SessionSettings }> {
  const session = await withTenant(db, ids.tenantId, async (tx) => {
    const settings = await readSessionSettings(tx, ids.sessionId);
    if (!settings) throw new SessionNotFound(ids.sessionId);
    return settings;
  });
  return { tenant: await readTenantSettings(db, ids.tenantId), session };
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
    return { sessions: page.map(viewOf), nextCursor };
  });
}

export class InvalidCursor extends Error {
  override readonly name = 'InvalidCursor';
  readonly type = 'InvalidCursor';
}

const viewOf = ({ createdKey: _key, ...view }: SessionListing): SessionView => view;

function encodeCursor(row: SessionListing): string {
  return Buffer.from(JSON.stringify([row.createdKey, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): ListingKey {
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

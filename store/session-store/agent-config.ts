/**
 * The session's agent configuration (core/session/agent-config.ts): set as an `agent_config_set` event with the
 * `sessions.agent_config` projection moved in the same transaction, so reading it is one row. A deleted session is
 * not found; a handed-off session may still be configured (its history stays readable for audits).
 */
import { eq } from 'drizzle-orm';
import { parseAgentConfig, type AgentConfig } from '../../core/session/agent-config';
import { sessions } from '../../schema';
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';
import { insertEvents } from './insert-events';
import { getSessionRow } from './session-row';
import { withSessionWriter } from './session-gate';

export interface SessionIds {
  tenantId: string;
  sessionId: string;
}

/** Validates `raw` (AgentConfigInvalid naming the field) and records it; returns the stored configuration. */
export async function setAgentConfig(db: Db, ids: SessionIds, raw: unknown): Promise<StoredAgentConfig> {
  const config = parseAgentConfig(raw);
  return withSessionWriter(db, ids, (tx) => recordAgentConfig(tx, ids.sessionId, config));
}

export type StoredAgentConfig = AgentConfig & { seq: number };

/** Inside a caller's transaction (session creation): the event and its projection column, the row locked. */
export async function recordAgentConfig(tx: Tx, sessionId: string, config: AgentConfig): Promise<StoredAgentConfig> {
  const session = await getSessionRow(tx, sessionId, true);
  const data = { type: 'agent_config_set', ...config };
  const [stored] = await insertEvents(tx, {
    tenantId: session.tenantId,
    session,
    rows: [{ entryId: null, parentId: null, type: 'agent_config_set', data }],
    leafId: session.leafEntryId,
  });
  await tx.update(sessions).set({ agentConfig: config }).where(eq(sessions.id, sessionId));
  return { ...config, seq: stored!.seq };
}

/** The session's current configuration, or undefined when the host never set one. */
export async function readAgentConfig(db: Db, ids: SessionIds): Promise<AgentConfig | undefined> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const session = await getSessionRow(tx, ids.sessionId);
    return (session.agentConfig ?? undefined) as AgentConfig | undefined;
  });
}

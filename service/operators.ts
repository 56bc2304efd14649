/**
 * Operator credentials of /v1/admin (`co_<id>_<secret>`, bootstrapped by `compactor operator-key create`): not tenant
 * keys, stored hashed like them. And the audit trail of what operators do over HTTP: every admin action is an
 * admin_events row (who: the operator key; what: the action and target; when), readable by operators.
 */
import type { Db } from '../store/database';
import { insertAdminEvent, selectAdminEvents, type AdminEvent } from '../store/admin-events/admin-event-rows';
import {
  insertOperatorKey,
  revokeOperatorKeyRow,
  selectOperatorKeyForVerify,
  selectOperatorKeys,
  type OperatorKeyRow,
} from '../store/operator-keys/operator-key-rows';
import { KeyNotFound } from './errors';
import { newCredential, secretMatches, splitCredential } from './key-secrets';

export type { AdminEvent } from '../store/admin-events/admin-event-rows';
export type OperatorKey = OperatorKeyRow;

export async function createOperatorKey(db: Db, input: { name?: string }): Promise<OperatorKey & { secret: string }> {
  const { id, secret, secretHash } = newCredential('co');
  return { ...(await insertOperatorKey(db, { id, name: input.name, secretHash })), secret };
}

export function listOperatorKeys(db: Db): Promise<OperatorKey[]> {
  return selectOperatorKeys(db);
}

export async function revokeOperatorKey(db: Db, id: string): Promise<OperatorKey> {
  const row = await revokeOperatorKeyRow(db, id);
  if (!row) throw new KeyNotFound(id);
  return row;
}

/** The operator key's id, or undefined for a malformed, unknown, wrong or revoked one. */
export async function verifyOperatorKey(db: Db, presented: string): Promise<{ keyId: string } | undefined> {
  const parts = splitCredential('co', presented);
  if (!parts) return undefined;
  const row = await selectOperatorKeyForVerify(db, parts.id);
  const equal = secretMatches(row?.secretHash, parts.secret);
  if (!row || !equal || row.revokedAt !== null) return undefined;
  return { keyId: row.id };
}

export interface AdminAction {
  operatorKeyId: string;
  /** e.g. `tenant.create`, `key.revoke`, `tenant.settings.replace`, `sessions.purge`. */
  action: string;
  tenantId?: string;
  target?: string;
  details?: Record<string, unknown>;
}

export function recordAdminAction(db: Db, action: AdminAction): Promise<AdminEvent> {
  return insertAdminEvent(db, {
    operatorKeyId: action.operatorKeyId,
    action: action.action,
    tenantId: action.tenantId ?? null,
    target: action.target ?? null,
    details: action.details ?? {},
  });
}

/** Newest first; `before` is the id of the last event of the previous page. */
export function listAdminActions(
  db: Db,
  filter: { tenantId?: string; before?: number; limit: number },
): Promise<AdminEvent[]> {
  return selectAdminEvents(db, filter);
}

/**
 * A session's handoff lineage (compaction strategy `handoff`): the session it continues (`parentSessionId` of its
 * row) and the session it was handed off to (its latest `session_handed_off` event), for `sessions`, `tree` and
 * `history` to name both sides of a handoff.
 */
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { handedOffTo } from './handed-off';
import { getSessionRow } from './session-row';

export interface Lineage {
  parentSessionId: string | null;
  handedOffTo: string | null;
}

export function readLineage(db: Db, ids: { tenantId: string; sessionId: string }): Promise<Lineage> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const row = await getSessionRow(tx, ids.sessionId);
    const to = row.status === 'handed_off' ? await handedOffTo(tx, row.id) : undefined;
    return { parentSessionId: row.parentSessionId ?? null, handedOffTo: to ?? null };
  });
}

/** One line per known link, for the text output of the CLI (empty when the session has no lineage). */
export function describeLineage(lineage: Lineage): string[] {
  return [
    ...(lineage.parentSessionId ? [`continues session ${lineage.parentSessionId} (handoff)`] : []),
    ...(lineage.handedOffTo ? [`handed off to session ${lineage.handedOffTo}`] : []),
  ];
}

/**
 * The commit of a handoff (compaction spec §8, v17 behaviour), in one tenant transaction with the old session's
 * row locked: create the new session (same tenant, header, settings; `parentSessionId` = the old one), append its
 * opening entries (the model, then the visible handoff `custom_message`) and the old session's agent
 * configuration, append `session_handed_off` to the old
 * session (the projection marks it `handed_off`) and complete the audit row. A retry finds the old session
 * already handed off to the same new id and returns it: exactly one new session per run. A leaf that moved since
 * the snapshot means superseded; nothing is created.
 */
import { eq } from 'drizzle-orm';
import { sessions } from '../../schema';
import type { Db } from '../database';
import { setContextTokens } from '../idle/context-tokens';
import type { AgentConfig } from '../../core/session/agent-config';
import { recordAgentConfig } from '../session-store/agent-config';
import { appendValidated } from '../session-store/append-entries';
import { createSessionIn } from '../session-store/create-session';
import { SessionHandedOff } from '../session-store/errors';
import { handedOffTo } from '../session-store/handed-off';
import { insertEvents } from '../session-store/insert-events';
import { withSessionWriter } from '../session-store/session-gate';
import { getSessionRow } from '../session-store/session-row';
import { validateBatch } from '../session-store/validate-batch';
import { recordCompaction, type CompactionAudit } from './record-compaction';
import { assertRunOpen } from './run-fence';

export interface CommitHandoffInput {
  tenantId: string;
  sessionId: string;
  newSessionId: string;
  /** The new session's entries, in order, without parent ids (chained here). */
  entries: readonly ({ id: string } & Record<string, unknown>)[];
  snapshotLeafId: string;
  idempotencyKey: string;
  audit: Omit<CompactionAudit, 'tenantId' | 'sessionId' | 'status' | 'handedOffTo'>;
}

export type HandoffCommitOutcome =
  | { kind: 'handed-off'; newSessionId: string; leafId: string; replayed: boolean }
  | { kind: 'superseded'; leafId: string | null };

export function commitHandoffSession(db: Db, input: CommitHandoffInput): Promise<HandoffCommitOutcome> {
  return withSessionWriter(db, input, async (tx) => {
    const old = await getSessionRow(tx, input.sessionId, true);
    const lastEntry = input.entries[input.entries.length - 1]!;
    if (old.status === 'handed_off') {
      const to = await handedOffTo(tx, old.id);
      if (to === input.newSessionId)
        return { kind: 'handed-off', newSessionId: to, leafId: lastEntry.id, replayed: true };
      throw new SessionHandedOff(old.id, to);
    }
    await assertRunOpen(tx, input.audit);
    const base = { tenantId: input.tenantId, sessionId: input.sessionId, ...input.audit };
    const leaf = old.leafEntryId;
    // Unlike a compaction, which keeps later appends in its kept region, a handoff carries only what its document
    // saw: any entry appended since the snapshot would be stranded in a closed session, so the leaf must not move.
    if (leaf !== input.snapshotLeafId) {
      await recordCompaction(tx, { ...base, status: 'superseded' });
      return { kind: 'superseded', leafId: leaf };
    }
    const header = { ...(old.header as Record<string, unknown>), id: input.newSessionId, parentSession: old.id };
    await createSessionIn(tx, {
      tenantId: input.tenantId,
      sessionId: input.newSessionId,
      header,
      parentSessionId: old.id,
    });
    await tx.update(sessions).set({ settings: old.settings }).where(eq(sessions.id, input.newSessionId));
    const chained = input.entries.map((entry, i) => ({ ...entry, parentId: input.entries[i - 1]?.id ?? null }));
    await appendValidated(tx, {
      sessionId: input.newSessionId,
      entries: validateBatch(chained),
      idempotencyKey: input.idempotencyKey,
    });
    // The new session's context is the handoff message: the idle sweep and the session list read this estimate.
    if (input.audit.tokensAfter !== undefined) await setContextTokens(tx, input.newSessionId, input.audit.tokensAfter);
    // The same agent goes on in the new session: its live system prompt and tools carry over (a later handoff uses them).
    if (old.agentConfig) await recordAgentConfig(tx, input.newSessionId, old.agentConfig as AgentConfig);
    const event = {
      type: 'session_handed_off',
      toSessionId: input.newSessionId,
      compactionWorkflowId: base.workflowId,
    };
    await insertEvents(tx, {
      tenantId: input.tenantId,
      session: old,
      rows: [
        {
          entryId: null,
          parentId: null,
          type: event.type,
          data: event,
          idempotencyKey: input.idempotencyKey,
          batchSize: 1,
        },
      ],
      leafId: leaf,
    });
    await recordCompaction(tx, { ...base, status: 'committed', handedOffTo: input.newSessionId });
    return { kind: 'handed-off', newSessionId: input.newSessionId, leafId: lastEntry.id, replayed: false };
  });
}

/** Creates the `sessions` projection row of a new, empty session (ids are caller-generated UUID strings). */
import type { SessionHeader } from '../../core/session/entries';
import { sessions } from '../../schema';
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';
import { StreamConflict, uniqueViolation } from './errors';

export interface CreateSessionInput {
  tenantId: string;
  sessionId: string;
  /** The upstream file header, kept for provenance (cwd, original id, title). */
  header?: Partial<SessionHeader>;
  parentSessionId?: string;
}

export function createSession(db: Db, input: CreateSessionInput): Promise<void> {
  return withTenant(db, input.tenantId, (tx) => createSessionIn(tx, input));
}

export async function createSessionIn(tx: Tx, input: CreateSessionInput): Promise<void> {
  try {
    await tx.insert(sessions).values({
      tenantId: input.tenantId,
      id: input.sessionId,
      header: input.header ?? {},
      parentSessionId: input.parentSessionId,
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    throw new StreamConflict(`session ${input.sessionId} already exists`, { sessionId: input.sessionId, constraint });
  }
}

/**
 * Stores rendered snapcompact frames, content-addressed per tenant: saving a frame that exists is a no-op, so a
 * retried render activity writes nothing twice. Context reads resolve `preserveData.snapcompact.frames` here.
 */
import { snapcompactFrames } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

export interface SnapcompactFrameInput {
  sha256: string;
  png: Buffer;
  width: number;
  height: number;
  shape: string;
}

export function saveSnapcompactFrames(
  db: Db,
  input: { tenantId: string; frames: readonly SnapcompactFrameInput[] },
): Promise<void> {
  if (input.frames.length === 0) return Promise.resolve();
  return withTenant(db, input.tenantId, async (tx) => {
    await tx
      .insert(snapcompactFrames)
      .values(input.frames.map((f) => ({ ...f, tenantId: input.tenantId })))
      .onConflictDoNothing();
  });
}

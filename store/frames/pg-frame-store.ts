/**
 * The snapcompact FrameStore backed by `snapcompact_frames`: PNGs keyed by their sha256 per tenant, written once
 * (identical frames across compactions share a row) and read back for context rebuilds and `compactor frames`.
 */
import { and, eq } from 'drizzle-orm';
import { snapcompactFrames } from '../../schema';
import { frameAddress, FrameNotFoundError, type FrameMeta, type FrameStore } from './frame-store';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

export function createPgFrameStore(db: Db, tenantId: string): FrameStore {
  return {
    async put(png: Buffer, meta: FrameMeta): Promise<string> {
      const sha256 = frameAddress(png);
      await withTenant(db, tenantId, (tx) =>
        tx
          .insert(snapcompactFrames)
          .values({ tenantId, sha256, png, ...meta })
          .onConflictDoNothing(),
      );
      return sha256;
    },
    async get(sha256: string): Promise<Buffer> {
      const [row] = await withTenant(db, tenantId, (tx) =>
        tx
          .select({ png: snapcompactFrames.png })
          .from(snapcompactFrames)
          .where(and(eq(snapcompactFrames.tenantId, tenantId), eq(snapcompactFrames.sha256, sha256))),
      );
      if (!row) throw new FrameNotFoundError(`no snapcompact frame ${sha256}`);
      return Buffer.from(row.png);
    },
  };
}

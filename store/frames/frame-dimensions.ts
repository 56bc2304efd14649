/** What the audit shows of stored snapcompact frames without their bytes: size and shape per sha256. */
import { and, eq, inArray } from 'drizzle-orm';
import { snapcompactFrames } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';

export interface FrameDimensions {
  sha256: string;
  width: number;
  height: number;
  shape: string;
}

/** The tenant's frames among `hashes` (absent ones are simply not returned); no query for an empty list. */
export async function readFrameDimensions(
  db: Db,
  tenantId: string,
  hashes: readonly string[],
): Promise<FrameDimensions[]> {
  if (hashes.length === 0) return [];
  return withTenant(db, tenantId, (tx) =>
    tx
      .select({
        sha256: snapcompactFrames.sha256,
        width: snapcompactFrames.width,
        height: snapcompactFrames.height,
        shape: snapcompactFrames.shape,
      })
      .from(snapcompactFrames)
      .where(and(eq(snapcompactFrames.tenantId, tenantId), inArray(snapcompactFrames.sha256, [...hashes]))),
  );
}

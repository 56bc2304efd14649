/** Content-addressed snapcompact frames (PNG bytes keyed by their sha256), shared by a tenant's compactions. */
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const snapcompactFrames = pgTable(
  'snapcompact_frames',
  {
    tenantId: text('tenant_id').notNull(),
    sha256: text('sha256').notNull(),
    png: bytea('png').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    shape: text('shape').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'snapcompact_frames_pk', columns: [t.tenantId, t.sha256] })],
);

export type SnapcompactFrameRow = typeof snapcompactFrames.$inferSelect;

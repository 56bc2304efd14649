/**
 * The admin_events table: append one operator action, and read them newest first in keyset pages (optionally of
 * one tenant). Append-only: nothing here updates or deletes a row.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { adminEvents } from '../../schema';
import type { Db } from '../database';

export interface AdminEvent {
  id: number;
  at: Date;
  operatorKeyId: string;
  action: string;
  tenantId: string | null;
  target: string | null;
  details: Record<string, unknown>;
}

export async function insertAdminEvent(db: Db, event: Omit<AdminEvent, 'id' | 'at'>): Promise<AdminEvent> {
  const [row] = await db.insert(adminEvents).values(event).returning();
  return row as AdminEvent;
}

export async function selectAdminEvents(
  db: Db,
  filter: { tenantId?: string; before?: number; limit: number },
): Promise<AdminEvent[]> {
  const where = and(
    filter.tenantId === undefined ? undefined : eq(adminEvents.tenantId, filter.tenantId),
    filter.before === undefined ? undefined : lt(adminEvents.id, filter.before),
  );
  const rows = await db.select().from(adminEvents).where(where).orderBy(desc(adminEvents.id)).limit(filter.limit);
  return rows as AdminEvent[];
}

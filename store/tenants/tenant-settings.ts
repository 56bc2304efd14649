/**
 * The settings stored on a tenant row (its sessions' defaults). The tenant table is not under row-level security:
 * these run as the owner role, outside any tenant transaction.
 */
import { eq } from 'drizzle-orm';
import { tenants } from '../../schema';
import { storedSettings, type SessionSettings } from '../../core/session/session-settings-schema';
import type { Db } from '../database';

/** The tenant's settings, or undefined when the tenant has no row. */
export async function readTenantSettingsRow(db: Db, tenantId: string): Promise<SessionSettings | undefined> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row ? storedSettings(row.settings) : undefined;
}

/** Replaces the tenant's settings; false when the tenant has no row. */
export async function writeTenantSettingsRow(db: Db, tenantId: string, settings: SessionSettings): Promise<boolean> {
  const rows = await db.update(tenants).set({ settings }).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
  return rows.length > 0;
}

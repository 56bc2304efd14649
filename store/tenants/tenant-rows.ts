/**
 * The tenants table: insert (a duplicate id is `undefined`, for the caller to name), list, read one, and set or
 * clear `disabled_at`. Not under row-level security: these run as the owner role. Settings are read and written
 * apart (service/tenant-settings.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { tenants } from '../../schema';
import type { Db } from '../database';
import { uniqueViolation } from '../session-store/errors';

export interface TenantRow {
  id: string;
  name: string | null;
  createdAt: Date;
  disabledAt: Date | null;
}

const COLUMNS = { id: tenants.id, name: tenants.name, createdAt: tenants.createdAt, disabledAt: tenants.disabledAt };

/** The new row, or undefined when a tenant with this id exists. */
export async function insertTenant(db: Db, input: { id: string; name?: string }): Promise<TenantRow | undefined> {
  try {
    const [row] = await db
      .insert(tenants)
      .values({ id: input.id, name: input.name ?? null })
      .returning(COLUMNS);
    return row!;
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return undefined;
    throw error;
  }
}

export function selectTenants(db: Db): Promise<TenantRow[]> {
  return db.select(COLUMNS).from(tenants).orderBy(asc(tenants.id));
}

export async function selectTenant(db: Db, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select(COLUMNS).from(tenants).where(eq(tenants.id, id));
  return row;
}

/** Sets (a date) or clears (null) the tenant's disabled mark; undefined when there is no such tenant. */
export async function updateTenantDisabled(
  db: Db,
  id: string,
  disabledAt: Date | null,
): Promise<TenantRow | undefined> {
  const [row] = await db.update(tenants).set({ disabledAt }).where(eq(tenants.id, id)).returning(COLUMNS);
  return row;
}

/**
 * Operator credentials of /v1/admin: not tenant keys (they belong to no tenant and reach every tenant's
 * administration, never its sessions). Stored like API keys: a public id and the sha256 of the secret.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const operatorKeys = pgTable('operator_keys', {
  id: text('id').primaryKey(),
  name: text('name'),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export type OperatorKeyRow = typeof operatorKeys.$inferSelect;

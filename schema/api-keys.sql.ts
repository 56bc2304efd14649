/**
 * API keys: a public prefix id (shown in listings and logs) and the sha256 of the secret part. The secret itself is
 * never stored. A key is read before its tenant is known, so this table is not under row-level security; only the
 * owner role (never `compactor_app`) reads it. `scopes` bound what the key may do (read, write, compact); keys made
 * before scopes existed could do all three, and keep them. A key past `expires_at` is refused like a revoked one.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name'),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{read,write,compact}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_tenant_idx').on(t.tenantId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

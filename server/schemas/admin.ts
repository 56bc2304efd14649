/**
 * Request and response shapes of /v1/admin (operators) and of the session deletion: tenants, their keys (scopes,
 * expiry, state; a secret only once, at creation), the admin audit trail and the retention purge.
 */
import { z } from 'zod';
import { TenantId } from '../../core/tenant-id';

const iso = z.string().describe('an ISO 8601 instant');
// eslint-disable-next-line no-control-regex -- the one control character Postgres cannot store
const NO_NUL = /^[^\u0000]*$/;
/** A short text the store keeps (Postgres holds no NUL). */
const label = (max: number) => z.string().min(1).max(max).regex(NO_NUL, 'must not contain a NUL character');

export const tenantSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    createdAt: iso,
    disabledAt: iso.nullable().describe('set: every request of its keys answers 403 tenant-disabled'),
  })
  .meta({ id: 'Tenant' });

export const tenantListSchema = z.object({ tenants: z.array(tenantSchema) }).meta({ id: 'TenantList' });

export const createTenantBody = z.strictObject({
  id: TenantId,
  name: label(200).optional(),
});

export const tenantParams = z.object({ tenantId: TenantId });
export const keyParams = z.object({ tenantId: TenantId, keyId: z.string().regex(/^[0-9a-f]{12}$/) });

export const scopeSchema = z.enum(['read', 'write', 'compact']);

export const apiKeySchema = z
  .object({
    id: z.string().describe('the public id (the ck_<id>_ part of the key)'),
    tenantId: z.string(),
    name: z.string().nullable(),
    scopes: z.array(scopeSchema),
    createdAt: iso,
    expiresAt: iso.nullable(),
    revokedAt: iso.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const createdKeySchema = apiKeySchema
  .extend({ secret: z.string().describe('the whole key: shown only in this response') })
  .meta({ id: 'CreatedApiKey' });

export const keyListSchema = z.object({ keys: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });

export const createKeyBody = z.strictObject({
  name: label(200).optional(),
  scopes: z.array(scopeSchema).min(1).max(3).optional().describe('default: read, write and compact'),
  expiresInSeconds: z
    .number()
    .int()
    .min(60)
    .max(10 * 365 * 86_400)
    .optional(),
});

export const purgeBody = z.strictObject({
  olderThanSeconds: z
    .number()
    .int()
    .min(0)
    .max(100 * 365 * 86_400)
    .describe('sessions deleted longer ago than this are removed'),
});

export const purgeResultSchema = z
  .object({
    deletedBefore: iso,
    purged: z.array(z.object({ sessionId: z.string(), events: z.number().int() })),
  })
  .meta({ id: 'PurgeResult' });

export const adminAuditQuery = z.object({
  tenantId: TenantId.optional(),
  before: z.coerce.number().int().min(1).optional().describe('nextBefore of the previous page'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const adminAuditSchema = z
  .object({
    events: z.array(
      z.object({
        id: z.number().int(),
        at: iso,
        operatorKeyId: z.string().describe('who: the operator key'),
        action: z.string().describe('what: tenant.create, key.revoke, tenant.settings.replace, sessions.purge, …'),
        tenantId: z.string().nullable(),
        target: z.string().nullable(),
        details: z.record(z.string(), z.unknown()),
      }),
    ),
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'AdminAudit' });

export const deleteSessionQuery = z.object({
  reason: label(500).optional().describe('why, kept on the session_deleted event'),
});

export const sessionDeletionSchema = z
  .object({
    sessionId: z.string(),
    seq: z.number().int().describe('the seq of the session_deleted event'),
    cancelledCompaction: z.string().nullable().describe('the run id of the compaction the deletion cancelled'),
  })
  .meta({ id: 'SessionDeletion' });

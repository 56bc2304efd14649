/**
 * The scope each /v1 operation needs, in one place for the auth hook and the OpenAPI document: reads need `read`,
 * starting, replaying, reverting, approving or rejecting a compaction needs `compact`, every other change needs `write`. /v1/admin takes an operator
 * credential instead (scope `admin`, which no tenant key carries).
 */
import type { Scope } from '../service/tenants';

const COMPACT_OPERATIONS = new Set([
  'startCompaction',
  'replayCompactions',
  'revertCompaction',
  'approveCompaction',
  'rejectCompaction',
]);

export type RequiredScope = Scope | 'admin';

export function requiredScope(method: string, url: string, operationId: string | undefined): RequiredScope {
  if (url.startsWith('/v1/admin/') || url === '/v1/admin') return 'admin';
  if (operationId !== undefined && COMPACT_OPERATIONS.has(operationId)) return 'compact';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/**
 * Appending a batch of entries the way a host's agent loop does: optimistic concurrency (expected seq or leaf),
 * an idempotency key (a retry returns the original result and starts nothing), then — when the session's settings
 * enable it — the compaction the append calls for (auto-trigger.ts). The result carries the new seq and leaf, the
 * context's token estimate and the compaction it started.
 */
import {
  appendEntries as appendToStore,
  contextFrom,
  loadContextInputs,
  type AppendResult,
} from '../activities/db/session-store';
import { storeContextTokens } from '../activities/db/idle/context-tokens';
import { estimateContextTokens } from '../core/compaction/tokens';
import type { SessionEntry } from '../core/session/entries';
import { autoTrigger } from './auto-trigger';
import { startCompaction, type StartedCompaction } from './compactions';
import { cachedContext, versionOf } from './context';
import type { ServiceDeps } from './deps';
import { CompactionLimitReached, StreamConflict } from './errors';
import { storedSettings } from './session-settings';
import { readTenantSettings, resolveSettings } from './tenant-settings';

export interface AppendRequest {
  entries: readonly unknown[];
  idempotencyKey?: string;
  expectedSeq?: number;
  expectedLeaf?: string | null;
}

export interface AppendOutcome {
  lastSeq: number;
  leafId: string | null;
  /** Entries written by this call (0 for a replayed idempotent retry). */
  appended: number;
  replayed: boolean;
  /** The local token estimate of the context the next model call would get. */
  contextTokens: number;
  /** The compaction this append started (auto-compaction), or null. */
  compaction: StartedCompaction | null;
  /** Why an auto-compaction the append called for did not start (the tenant's concurrency limit). */
  compactionDeferred?: string;
}

export async function appendEntries(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  request: AppendRequest,
): Promise<AppendOutcome> {
  const result = await appendToStore(deps.db, {
    ...ids,
    entries: request.entries,
    ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
    ...(request.expectedSeq !== undefined ? { expectedSeq: request.expectedSeq } : {}),
    ...(request.expectedLeaf !== undefined ? { expectedLeaf: request.expectedLeaf } : {}),
  }).catch(async (error: unknown) => {
    if (!(error instanceof StreamConflict)) throw error;
    // The caller needs the seq to resync, whichever expectation failed.
    const { lastSeq: currentSeq } = await versionOf(deps.db, ids);
    throw new StreamConflict(error.message, { ...error.details, currentSeq } as StreamConflict['details']);
  });
  // The effective settings: the session's own (read under the append's lock) over its tenant's.
  const [tenantSettings, contextTokens] = await Promise.all([
    readTenantSettings(deps.db, ids.tenantId),
    tokensAfter(deps, ids, result),
  ]);
  const settings = resolveSettings(tenantSettings, storedSettings(result.session?.settings));
  // The idle sweep's candidate query filters on the stored size.
  if (!result.replayed) await storeContextTokens(deps.db, ids, contextTokens);
  const base = {
    lastSeq: result.lastSeq,
    leafId: result.leafId,
    appended: result.replayed ? 0 : result.events.length,
    replayed: result.replayed,
    contextTokens,
    compaction: null,
  };
  if (result.replayed) return base;
  const appended = result.events.map((e) => e.data as unknown as SessionEntry);
  const decision = autoTrigger({ settings, appended, estimatedTokens: contextTokens });
  if (!decision) return base;
  try {
    const compaction = await startCompaction(deps, ids, { trigger: decision.trigger, model: decision.model });
    return { ...base, compaction };
  } catch (error) {
    if (!(error instanceof CompactionLimitReached)) throw error;
    return { ...base, compactionDeferred: error.message };
  }
}

/**
 * The context's size after the append: from the API's branch cache extended by the batch when it was current, else
 * from one read of the branch (which the cache then keeps).
 */
async function tokensAfter(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  result: AppendResult,
): Promise<number> {
  const cache = deps.contextCache;
  if (!cache) return estimateContextTokens(contextFrom(await loadContextInputs(deps.db, ids), 'llm').context.messages);
  const extended =
    !result.replayed && result.session
      ? cache.extend(ids, {
          priorSeq: result.lastSeq - result.events.length,
          incarnation: result.session.incarnation,
          lastSeq: result.lastSeq,
          leafId: result.leafId,
          entries: result.events.map((e) => e.data as unknown as SessionEntry),
        })
      : undefined;
  return (await cachedContext(deps.db, ids, cache, extended ?? (await loadContextInputs(deps.db, ids)))).tokens;
}

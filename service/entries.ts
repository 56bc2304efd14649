/**
 * Appending a batch of entries the way a host's agent loop does: optimistic concurrency (expected seq or leaf),
 * an idempotency key (a retry returns the original result and starts nothing), the per-turn maintenance of an
 * assistant turn (turn-maintenance.ts: stale tool results blanked, no model called), then — when the session's
 * settings enable it — the compaction the append calls for (auto-trigger.ts), decided on the context as it reads
 * after the maintenance, and the speculative compaction ahead of it (speculation.ts: started within the lead below
 * the threshold; a threshold compaction just past it waits for the speculation). The result carries the new seq and leaf, the context's token estimate, the tokens the
 * maintenance freed and the compaction it started.
 */
import {
  appendEntries as appendToStore,
  contextFrom,
  loadContextInputs,
  type AppendFacts,
  type AppendResult,
  type BatchBuilder,
  type ContextInputs,
} from '../store/session-store';
import { storeContextTokens } from '../store/idle/context-tokens';
import { estimateContextTokens } from '../core/compaction/tokens';
import type { SessionEntry } from '../core/session/entries';
import { autoTrigger, measureAppend, type AutoTrigger } from './auto-trigger';
import { DEFERRED_TO_SPECULATION, speculateOnAppend } from './speculation';
import { automaticCompactionHold } from './spend-guard';
import { maintainTurn } from './turn-maintenance';
import { startCompaction, type StartedCompaction } from './compactions';
import type { ContextCache, Extension } from './context-cache';
import { cachedContext, rememberContext, versionOf } from './context';
import type { ServiceDeps } from './deps';
import { CompactionLimitReached, StreamConflict } from './errors';
import { storedSettings } from '../core/session/session-settings-schema';
import { resolveSettings } from './tenant-settings';

export interface AppendRequest {
  /** The batch, or its builder under the session's row lock (a turn decoded against the locked position). */
  entries: readonly unknown[] | BatchBuilder;
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
  /** The local token estimate of the context the next model call would get (after the turn's maintenance). */
  contextTokens: number;
  /** Estimated tokens the turn's maintenance freed by blanking stale tool results (0: none blanked). */
  tokensFreed: number;
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
  const extension = deps.contextCache ? extendCached(deps.contextCache, ids) : undefined;
  const result = await appendToStore(deps.db, {
    ...ids,
    entries: request.entries,
    ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
    ...(request.expectedSeq !== undefined ? { expectedSeq: request.expectedSeq } : {}),
    ...(request.expectedLeaf !== undefined ? { expectedLeaf: request.expectedLeaf } : {}),
    ...(extension ? { contextTokensAfter: extension.tokensAfter } : {}),
  }).catch(async (error: unknown) => {
    if (!(error instanceof StreamConflict)) throw error;
    // The caller needs the seq to resync, whichever expectation failed.
    const { lastSeq: currentSeq } = await versionOf(deps.db, ids);
    throw new StreamConflict(error.message, { ...error.details, currentSeq } as StreamConflict['details']);
  });
  // The effective settings: the session's own over its tenant's, both read by the append's locking statement.
  const layers = {
    tenant: storedSettings(result.session?.tenantSettings),
    session: storedSettings(result.session?.settings),
  };
  const settings = resolveSettings(layers.tenant, layers.session);
  const after = await branchAfter(deps, ids, result, extension?.result());
  const base = {
    lastSeq: result.lastSeq,
    leafId: result.leafId,
    appended: result.replayed ? 0 : result.events.length,
    replayed: result.replayed,
    contextTokens: after.tokens,
    tokensFreed: 0,
    compaction: null,
  };
  if (result.replayed) return base;
  const appended = result.events.map((e) => e.data as unknown as SessionEntry);
  const turn =
    after.inputs &&
    (await maintainTurn(deps, ids, { settings, appended, inputs: after.inputs, now: (deps.now ?? Date.now)() }));
  // The maintenance's transaction wrote the context's size; else a read branch's size is written now.
  if (!turn && after.unstored) await storeContextTokens(deps.db, ids, after.tokens);
  const maintained = turn
    ? { ...base, lastSeq: turn.lastSeq, contextTokens: turn.contextTokens, tokensFreed: turn.tokensFreed }
    : base;
  const measured = {
    settings,
    appended,
    estimatedTokens: maintained.contextTokens,
    tokensFreed: maintained.tokensFreed,
  };
  const decision = autoTrigger(measured);
  const measure = measureAppend(measured);
  const speculate = (trigger?: AutoTrigger['trigger']) =>
    measure
      ? speculateOnAppend(deps, ids, { settings, measure, trigger, branch: after.inputs?.branch })
      : Promise.resolve('go' as const);
  if (!decision) {
    await speculate();
    return maintained;
  }
  const held = await automaticCompactionHold(deps, ids, { layers, contextTokens: decision.contextTokens });
  if (held) return { ...maintained, compactionDeferred: held };
  if ((await speculate(decision.trigger)) === 'defer') {
    return { ...maintained, compactionDeferred: DEFERRED_TO_SPECULATION };
  }
  try {
    const compaction = await startCompaction(deps, ids, {
      trigger: decision.trigger,
      model: decision.model,
      settings: {
        // After a final answer there is nothing to resume: the compaction returns no continuation prompt.
        ...(decision.finalAnswer ? { autoContinue: false } : {}),
        // Without speculation nothing is armed: the run then reads no armed result and asks no patch for it.
        ...(settings.compaction?.asyncEnabled === true ? {} : { asyncEnabled: false }),
      },
    });
    return { ...maintained, compaction };
  } catch (error) {
    if (!(error instanceof CompactionLimitReached)) throw error;
    return { ...maintained, compactionDeferred: error.message };
  }
}

/**
 * The cached branch extended by the batch under the append's row lock, so the append writes the context's size in
 * its own transaction. Nothing enters the cache until the append has committed (a rolled-back append must not leave
 * a version behind); the last extension computed is the one that committed.
 */
function extendCached(cache: ContextCache, ids: { tenantId: string; sessionId: string }) {
  let extended: Extension | undefined;
  return {
    tokensAfter: (append: AppendFacts): number | undefined => {
      extended = cache.extend(ids, append);
      return extended?.tokens;
    },
    result: () => extended,
  };
}

/**
 * The branch and the context's size after the append: the extension written with it, else one read of the branch
 * (which the cache then keeps) whose estimate the projection still needs (`unstored`: the idle sweep filters on it;
 * the caller writes it, or the turn's maintenance does). A replayed append reads only the size.
 */
async function branchAfter(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  result: AppendResult,
  extended: Extension | undefined,
): Promise<{ tokens: number; inputs?: ContextInputs; unstored?: boolean }> {
  const cache = deps.contextCache;
  if (cache && extended && !result.replayed) {
    rememberContext(cache, ids, extended.inputs, extended.tokens, extended.tally);
    return extended;
  }
  const inputs = await loadContextInputs(deps.db, ids);
  const tokens = cache
    ? (await cachedContext(deps.db, ids, cache, inputs)).tokens
    : estimateContextTokens(contextFrom(inputs, 'llm').context.messages);
  return result.replayed ? { tokens } : { tokens, inputs, unstored: true };
}

/**
 * Per-turn maintenance of an append (compaction spec §3.3 steps 6–8, §5.1–5.2): when the batch ends an assistant
 * turn, the branch the append already holds (the server's cached one, or the one it read for the context's size) is
 * indexed and the turn's pruning decided (core/compaction/turn-maintenance.ts); the blanked results are appended as
 * `content_pruned` events, with the context's new size, in one short transaction right after the append. No model
 * is called. A concurrent write that took the next seq wins: the decisions are dropped, and the next turn decides
 * again on what it finds.
 */
import { buildCompactionIndex } from '../core/compaction/build-compaction-index';
import { pruneNotice } from '../core/compaction/prune-candidates';
import { TURN_IDLE_FLUSH_MS, turnMaintenance } from '../core/compaction/turn-maintenance';
import { promptCacheSeconds } from '../core/models/prompt-cache';
import type { ContentPrunedEvent, SessionEntry } from '../core/session/entries';
import type { AssistantMessage } from '../core/session/messages';
import { applyContentPruned } from '../core/session/pruned-entry';
import { compactionDisabled, type SessionSettings } from '../core/session/session-settings-schema';
import { appendStoreEvents, contextFrom, StreamConflict, type ContextInputs } from '../store/session-store';
import { contextTokensOf, messageTokensOf } from './context-tokens';
import type { ServiceDeps } from './deps';
import { rememberContext } from './context';

type Ids = { tenantId: string; sessionId: string };

export interface MaintainedTurn {
  /** The branch after the pruning, at the session's new last seq. */
  inputs: ContextInputs;
  lastSeq: number;
  contextTokens: number;
  /** Tool results blanked, and the estimated tokens that freed. */
  pruned: number;
  tokensFreed: number;
}

export interface TurnInput {
  settings: SessionSettings;
  /** The entries this append wrote. */
  appended: readonly SessionEntry[];
  /** The branch after the append, and the session's seq after it. */
  inputs: ContextInputs;
  now: number;
}

/** The turn's pruning, applied; undefined when the batch ends no turn or the turn needs none. */
export async function maintainTurn(deps: ServiceDeps, ids: Ids, turn: TurnInput): Promise<MaintainedTurn | undefined> {
  const answer = lastAssistant(turn.appended);
  if (!answer || answer.stopReason === 'aborted') return undefined;
  const knobs = turn.settings.compaction;
  const model = turn.settings.model ?? (answer.provider && answer.model ? `${answer.provider}/${answer.model}` : '');
  const provider = model.includes('/') ? model.slice(0, model.indexOf('/')) : undefined;
  const { entries } = turn.inputs.branch;
  const index = buildCompactionIndex(entries, { activeProvider: provider, estimateMessage: messageTokensOf });
  const cacheMs = promptCacheSeconds(model || undefined, knobs?.promptCacheSeconds) * 1000;
  const { decisions, tokensFreed } = turnMaintenance(index, {
    now: turn.now,
    lastActivityAt: previousAnswerAt(entries, new Set(turn.appended.map((e) => e.id))),
    idleFlushMs: Math.max(TURN_IDLE_FLUSH_MS, cacheMs),
    supersedeReads: knobs?.supersedeReads,
    dropUseless: knobs?.dropUseless,
    compactionEnabled: !compactionDisabled(knobs),
    failedTurn: answer.stopReason === 'error',
  });
  if (decisions.length === 0) return undefined;
  const events = decisions.map((d): ContentPrunedEvent => ({
    type: 'content_pruned',
    targetId: d.id,
    placeholder: pruneNotice(d),
    reason: d.reason,
    tokens: d.tokens,
    prunedAt: turn.now,
  }));
  const pruned = foldEvents(turn.inputs, events);
  const contextTokens = contextTokensOf(contextFrom(pruned, 'llm').context.messages);
  const lastSeq = turn.inputs.branch.lastSeq + events.length;
  try {
    await appendStoreEvents(deps.db, { ...ids, events, expectedSeq: turn.inputs.branch.lastSeq, contextTokens });
  } catch (error) {
    if (error instanceof StreamConflict) return undefined;
    throw error;
  }
  const inputs = { ...pruned, branch: { ...pruned.branch, lastSeq } };
  if (deps.contextCache) rememberContext(deps.contextCache, ids, inputs, contextTokens);
  return { inputs, lastSeq, contextTokens, pruned: events.length, tokensFreed };
}

function foldEvents(inputs: ContextInputs, events: readonly ContentPrunedEvent[]): ContextInputs {
  const byTarget = new Map(events.map((e) => [e.targetId, e]));
  const entries = inputs.branch.entries.map((e) => applyContentPruned(e, byTarget.get(e.id)));
  return { ...inputs, branch: { ...inputs.branch, entries } };
}

/** When the model last answered before this append: the idle rule's start (the new turn itself is never idle). */
function previousAnswerAt(entries: readonly SessionEntry[], appended: ReadonlySet<string>): number | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (appended.has(entry.id) || entry.type !== 'message' || entry.message.role !== 'assistant') continue;
    if (Number.isFinite(entry.message.timestamp)) return entry.message.timestamp;
  }
  return undefined;
}

export function lastAssistant(entries: readonly SessionEntry[]): AssistantMessage | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.type === 'message' && entry.message.role === 'assistant') return entry.message;
  }
  return undefined;
}

/**
 * Activity `loadBranchIndex`: what a tree navigation abandons, as a content-free index (compaction spec §9.1 step
 * 3, §9.2 estimates). Reads both parent chains to the root once, finds the common ancestor, and indexes the
 * entries between it and the old leaf; the summarizeBranch workflow then packs them in its own code.
 */
import { buildIndexRows, countTokens, truncateToolResult, type SessionEntry } from '../../core';
import { Kind } from '../../core/compaction/compaction-index';
import {
  abandonedIds,
  boundBranchIndex,
  branchBudget,
  commonAncestor,
  type BoundedBranchIndex,
  type BranchIndex,
} from '../../core/compaction/branch-summary';
import { EntryNotFound } from '../../store/session-store';
import { foldStoreEvents, parseJson } from '../../store/session-store/event-rows';
import { getSessionRow } from '../../store/session-store/session-row';
import { walkToSeq } from '../../store/session-store/walk-path';
import { withTenant, type Tx } from '../../store/with-tenant';
import { branchSummarizers, sessionModelOn } from './branch-summarizers';
import type { CompactionDeps } from './deps';

export interface LoadBranchInput {
  tenantId: string;
  sessionId: string;
  targetId: string;
  /** The summarizer model (`provider/id`); its context window sizes the budget. */
  model?: string;
  /**
   * branch-summary-bounded-index patch: return only the rows packing into the budget (window − reserve) can reach,
   * and the count and earlier branch summaries of the rows cut off, so the history stays small for long branches.
   */
  bounded?: boolean;
  reserveTokens?: number;
}

export interface BranchIndexResult {
  oldLeafId: string | null;
  target: { id: string; parentId: string | null; kind: string };
  commonAncestorId: string | null;
  index: BranchIndex;
  /** The summarizer's context window when known (the budget assumes 128,000 otherwise). */
  contextWindow?: number;
  /** Bounded inputs only: the older rows packing cannot reach. */
  older?: BoundedBranchIndex['older'];
}

export function createLoadBranchIndex(deps: CompactionDeps) {
  return {
    async loadBranchIndex(input: LoadBranchInput): Promise<BranchIndexResult> {
      const { sessionModel, ...loaded } = await withTenant(deps.db, input.tenantId, (tx) => readBranches(tx, input));
      const contextWindow = await summarizerWindow(deps, input, sessionModel);
      const result = contextWindow === undefined ? loaded : { ...loaded, contextWindow };
      if (!input.bounded) return result;
      // The same budget the workflow packs into, so packing the bounded rows picks what the whole span would.
      const bounded = boundBranchIndex(result.index, branchBudget(contextWindow, input.reserveTokens));
      return { ...result, index: bounded.index, older: bounded.older };
    },
  };
}

/** The index, and the session's model on the old leaf's path (the active branch: the summarizer candidates need it). */
async function readBranches(
  tx: Tx,
  input: LoadBranchInput,
): Promise<Omit<BranchIndexResult, 'contextWindow'> & { sessionModel: { model: string | undefined } }> {
  const session = await getSessionRow(tx, input.sessionId);
  const targetPath = await pathTo(tx, input.sessionId, input.targetId);
  const target = targetPath[targetPath.length - 1];
  if (!target) throw new EntryNotFound(input.sessionId, input.targetId);
  const oldLeafId = session.leafEntryId;
  const oldPath = oldLeafId === null ? [] : await pathTo(tx, input.sessionId, oldLeafId);
  const ancestor = commonAncestor(
    oldPath.map((e) => e.id),
    targetPath.map((e) => e.id),
  );
  const wanted = new Set(
    abandonedIds(
      oldPath.map((e) => e.id),
      ancestor,
    ),
  );
  const abandoned = await foldStoreEvents(
    tx,
    input.sessionId,
    oldPath.filter((e) => wanted.has(e.id)),
  );
  const targetKind = buildIndexRows([target], 0).kinds;
  return {
    oldLeafId,
    target: { id: target.id, parentId: target.parentId, kind: targetKind },
    commonAncestorId: ancestor,
    index: indexOf(abandoned),
    sessionModel: { model: sessionModelOn(oldPath) },
  };
}

/** The entries a navigation abandons (old leaf back to the ancestor, exclusive), oldest first: ids only. */
export function readAbandonedIds(
  deps: CompactionDeps,
  input: { tenantId: string; sessionId: string; oldLeafId: string | null; commonAncestorId: string | null },
): Promise<string[]> {
  const { oldLeafId } = input;
  if (oldLeafId === null) return Promise.resolve([]);
  return withTenant(deps.db, input.tenantId, async (tx) => {
    const path = (await pathTo(tx, input.sessionId, oldLeafId)).map((e) => e.id);
    return abandonedIds(path, input.commonAncestorId);
  });
}

/** Root → `entryId` (empty when there is no such entry). */
async function pathTo(tx: Tx, sessionId: string, entryId: string): Promise<SessionEntry[]> {
  const rows = await walkToSeq(tx, sessionId, entryId, 0);
  return rows.reverse().map((r) => parseJson(r.data) as SessionEntry);
}

/**
 * The compaction index's rows with the branch summarizer's estimates: a compaction becomes its summary message,
 * and a tool result is estimated on its truncated text (what the serializer sends), so one huge output does not
 * crowd older entries out of the budget (spec §12 case 51). A reverted compaction stays a row (the abandoned count
 * is of entries) but of kind `other`, which packing never takes: its summary is no part of the context, and the
 * entries it summarized are on the path and summarized themselves.
 */
function indexOf(entries: SessionEntry[]): BranchIndex {
  const rows = buildIndexRows(entries, 0);
  const kinds = entries.map((entry, i) => (isReverted(entry) ? Kind.other : rows.kinds[i]!)).join('');
  const tokens = entries.map((entry, i) => {
    if (isReverted(entry)) return 0;
    if (entry.type === 'compaction') return countTokens(entry.summary);
    if (rows.kinds[i] === Kind.toolResult && entry.type === 'message' && entry.message.role === 'toolResult') {
      const text = entry.message.content.map((b) => (b.type === 'text' ? b.text : '')).join('\n');
      return Math.min(rows.tokens[i]!, countTokens(truncateToolResult(text)));
    }
    return rows.tokens[i]!;
  });
  return { ids: rows.ids, kinds, tokens, flags: rows.flags };
}

const isReverted = (entry: SessionEntry) => entry.type === 'compaction' && entry.reverted === true;

/** The window of the first summarizer candidate (branch-summarizers.ts): the model that will read the span. */
async function summarizerWindow(
  deps: CompactionDeps,
  input: LoadBranchInput,
  sessionModel: { model: string | undefined },
): Promise<number | undefined> {
  try {
    return (await branchSummarizers(deps, input, sessionModel))[0]?.completer.contextWindow;
  } catch {
    // No usable candidate: the summary call fails with the reason; the budget's default does not matter then.
    return undefined;
  }
}

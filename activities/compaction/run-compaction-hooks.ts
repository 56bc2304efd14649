/**
 * Activities that run the host's hooks around a compaction. Their results enter the workflow as small values:
 * a cancel flag, a hook-supplied compaction, extra summarizer context; the hooks can read content through the
 * store themselves.
 */
import type { SessionEntry } from '../../core';
import type { CompactingResult, CompactionTrigger, HookCompaction } from '../hooks/compaction-hooks';
import { readEntries } from '../../store/session-store';
import type { CompactionDeps } from './deps';
import type { EntrySelection } from './entry-range';
import { readRangeEntries } from './read-compaction-content';
import { entryMessage } from '../../core/session/entry-message';

export interface BeforeCompactInput {
  tenantId: string;
  sessionId: string;
  trigger: CompactionTrigger;
  firstKeptEntryId: string;
  isSplitTurn: boolean;
  tokensBefore: number;
  summarize?: EntrySelection;
  turnPrefix?: EntrySelection;
  instructions?: string;
}

export interface CompactingInput {
  tenantId: string;
  sessionId: string;
  summarize?: EntrySelection;
  turnPrefix?: EntrySelection;
  /** v0 contract: the message entry ids of both ranges, listed. */
  entryIds?: string[];
}

export type BeforeCompactDecision =
  { kind: 'proceed' } | { kind: 'cancel' } | { kind: 'use'; compaction: HookCompaction };

export function createHookActivities(deps: CompactionDeps) {
  const reader =
    (input: { tenantId: string; sessionId: string }) =>
    (ids: string[]): Promise<SessionEntry[]> =>
      readEntries(deps.db, { ...input, ids });
  return {
    /**
     * Whether this worker has hooks (PERF4_LOCAL_STORE_READS): run as a local activity by the worker running the
     * workflow task, whose answer is recorded in the history, so replay on a worker configured otherwise agrees.
     */
    async compactionHooksRegistered(_input: { tenantId: string; sessionId: string }): Promise<boolean> {
      return deps.hooks.size > 0;
    },

    async runBeforeCompactHooks(input: BeforeCompactInput): Promise<BeforeCompactDecision> {
      if (deps.hooks.size === 0) return { kind: 'proceed' };
      const ids = await rangeIds(deps, input);
      const result = await deps.hooks.beforeCompact({
        tenantId: input.tenantId,
        sessionId: input.sessionId,
        trigger: input.trigger,
        firstKeptEntryId: input.firstKeptEntryId,
        isSplitTurn: input.isSplitTurn,
        tokensBefore: input.tokensBefore,
        summarizeEntryIds: ids.summarize,
        turnPrefixEntryIds: ids.turnPrefix,
        ...(input.instructions ? { customInstructions: input.instructions } : {}),
        readEntries: reader(input),
      });
      if (result?.cancel) return { kind: 'cancel' };
      return result?.compaction ? { kind: 'use', compaction: result.compaction } : { kind: 'proceed' };
    },

    async runCompactingHooks(input: CompactingInput): Promise<CompactingResult> {
      if (deps.hooks.size === 0) return {};
      const ids = input.entryIds ? { summarize: input.entryIds, turnPrefix: [] } : await rangeIds(deps, input);
      const event = { tenantId: input.tenantId, sessionId: input.sessionId, readEntries: reader(input) };
      return (await deps.hooks.compacting({ ...event, entryIds: [...ids.summarize, ...ids.turnPrefix] })) ?? {};
    },
  };
}

/** The message-producing entry ids of the planned ranges, read only when a hook will see them. */
async function rangeIds(deps: CompactionDeps, input: CompactingInput) {
  const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
  const messageIds = async (range: EntrySelection | undefined) =>
    (await readRangeEntries(deps.db, ids, range)).filter((e) => entryMessage(e, 'llm') !== undefined).map((e) => e.id);
  return { summarize: await messageIds(input.summarize), turnPrefix: await messageIds(input.turnPrefix) };
}

/**
 * Activities that run the host's hooks around a compaction. Their results enter the workflow as small values:
 * a cancel flag, a hook-supplied compaction, extra summarizer context; the hooks can read content through the
 * store themselves.
 */
import type { SessionEntry } from '../../core';
import type { CompactingResult, CompactionTrigger, HookCompaction } from '../hooks/compaction-hooks';
import { readEntries } from '../db/session-store';
import type { CompactionDeps } from './deps';

export interface BeforeCompactInput {
  tenantId: string;
  sessionId: string;
  trigger: CompactionTrigger;
  firstKeptEntryId: string;
  isSplitTurn: boolean;
  tokensBefore: number;
  summarize: string[];
  turnPrefix: string[];
  instructions?: string;
}

export type BeforeCompactDecision =
  { kind: 'proceed' } | { kind: 'cancel' } | { kind: 'use'; compaction: HookCompaction };

export function createHookActivities(deps: CompactionDeps) {
  const reader =
    (input: { tenantId: string; sessionId: string }) =>
    (ids: string[]): Promise<SessionEntry[]> =>
      readEntries(deps.db, { ...input, ids });
  return {
    async runBeforeCompactHooks(input: BeforeCompactInput): Promise<BeforeCompactDecision> {
      const result = await deps.hooks.beforeCompact({
        tenantId: input.tenantId,
        sessionId: input.sessionId,
        trigger: input.trigger,
        firstKeptEntryId: input.firstKeptEntryId,
        isSplitTurn: input.isSplitTurn,
        tokensBefore: input.tokensBefore,
        summarizeEntryIds: input.summarize,
        turnPrefixEntryIds: input.turnPrefix,
        ...(input.instructions ? { customInstructions: input.instructions } : {}),
        readEntries: reader(input),
      });
      if (result?.cancel) return { kind: 'cancel' };
      return result?.compaction ? { kind: 'use', compaction: result.compaction } : { kind: 'proceed' };
    },

    async runCompactingHooks(input: {
      tenantId: string;
      sessionId: string;
      entryIds: string[];
    }): Promise<CompactingResult> {
      return (await deps.hooks.compacting({ ...input, readEntries: reader(input) })) ?? {};
    },
  };
}

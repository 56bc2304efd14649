/** The input contracts of the summarizeBranch activities, part of ACTIVITY_INPUTS (contracts.ts). */
import { z } from 'zod';
import type { LoadBranchInput } from './branch-summary-index';
import type { SummarizeBranchInput } from './branch-summary';
import type { BeforeTreeInput, CommitNavigationInput } from './branch-summary-commit';
import type { AfterTreeInput } from './run-tree-hooks';
import { o, opt, session, str } from './contract-schemas';

export const BRANCH_SUMMARY_INPUTS = {
  loadBranchIndex: o({
    ...session,
    targetId: str,
    model: opt(str),
    bounded: opt(z.boolean()),
    reserveTokens: opt(z.number()),
  }),
  runBeforeTreeHooks: o({
    ...session,
    targetId: str,
    oldLeafId: str.nullable(),
    commonAncestorId: str.nullable(),
    entryIds: opt(z.array(str)),
    instructions: opt(str),
    userWantsSummary: opt(z.boolean()),
  }),
  runAfterTreeHooks: o({
    ...session,
    newLeafId: str.nullable(),
    oldLeafId: str.nullable(),
    summaryEntryId: opt(str),
    fromExtension: opt(z.boolean()),
  }),
  summarizeBranchEntries: o({
    ...session,
    entryIds: z.array(str),
    summaryIds: z.array(str),
    instructions: opt(str),
    model: opt(str),
  }),
  commitNavigation: o({
    ...session,
    expectedLeaf: str.nullable(),
    newLeafId: str.nullable(),
    summary: opt(
      o({
        entryId: str,
        text: str,
        details: opt(z.record(str, z.unknown())),
        fromExtension: z.boolean(),
      }),
    ),
  }),
} as const;

type Parsed<K extends keyof typeof BRANCH_SUMMARY_INPUTS> = z.infer<(typeof BRANCH_SUMMARY_INPUTS)[K]>;
/** Compile-time: what a schema accepts is assignable to the activity's input type. */
export const BRANCH_SUMMARY_CONTRACTS_MATCH_TYPES: [
  Parsed<'loadBranchIndex'> extends LoadBranchInput ? true : never,
  Parsed<'runBeforeTreeHooks'> extends BeforeTreeInput ? true : never,
  Parsed<'runAfterTreeHooks'> extends AfterTreeInput ? true : never,
  Parsed<'summarizeBranchEntries'> extends SummarizeBranchInput ? true : never,
  Parsed<'commitNavigation'> extends CommitNavigationInput ? true : never,
] = [true, true, true, true, true];

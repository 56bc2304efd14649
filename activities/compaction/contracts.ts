/**
 * The versioned input contracts of the activities workflows call, as zod schemas: what any recorded history may
 * hand an activity today. The replay suite parses every input recorded in the archive with them, so a change that
 * would break an old history's activity (a field renamed, made required, an activity removed) fails CI. Fields
 * are only ever added as optional; the compile-time checks below keep each schema in step with its TS input type.
 */
import { z } from 'zod';
import type { SmokeRunInput } from '../../store/insert-smoke-run';
import type { IdleCandidatesInput } from '../../store/idle/idle-candidates';
import type { IdleRecheck } from '../idle';
import type { FairIdleInput } from '../../store/idle/fair-candidates';
import type { StartIdleCompactionsInput } from '../idle/start-compactions';
import type { LoadIndexInput, IndexPageInput } from './load-compaction-index';
import type { OpenRunInput } from './open-run';
import type { CommitInput, AfterCompactInput } from './commit-compaction';
import type { DropFailedTurnInput, DroppedTurn } from './drop-failed-turn';
import type { SummarizeInput } from './summarize-compaction';
import type { RenderSnapcompactInput } from './render-snapcompact';
import type { SwitchModelInput } from './switch-model';
import type { BeforeCompactInput, CompactingInput } from './run-compaction-hooks';
import { BRANCH_SUMMARY_INPUTS } from './branch-summary-contracts';
import { HANDOFF_INPUTS } from './handoff-contracts';
import { COMMIT_ATTEMPTS, METHOD_ATTEMPTS, NATIVE_INPUTS } from './native-contracts';
import { DEAD_END_INPUTS } from './dead-end-contracts';
import { PROPOSAL_INPUTS } from './proposal-contracts';
import { SPECULATION_INPUTS } from './speculation-contracts';

import { o, opt, session, str } from './contract-schemas';
// A range, or (v0 inputs recorded before ranges) the explicit id list.
const range = opt(z.union([o({ fromId: str, toId: str }), z.array(str)]));
const ranges = { summarize: range, turnPrefix: range, keep: range, previousCompactionId: opt(str) };
const dropped = o({ droppedEntryId: str.nullable(), leafId: str.nullable() });

export const ACTIVITY_INPUTS = {
  insertSmokeRun: o({ tenantId: str, runId: str }),
  loadCompactionIndex: o({
    ...session,
    catalog: opt(o({ model: opt(str), contextWindow: opt(z.number()) })),
    paged: opt(z.boolean()),
  }),
  loadCompactionIndexPage: o({ ...session, leafId: str.nullable(), fromRow: z.number().int().nonnegative() }),
  appendPruningEvents: o({
    ...session,
    decisions: z.array(o({ id: str, reason: str, tokens: z.number() })),
    part: opt(z.number().int()),
    rescue: opt(z.enum(['no-cut', 'headroom'])),
  }),
  dropFailedTurn: o({ ...session, stopReason: z.enum(['error', 'length']) }),
  restoreFailedTurn: o({ ...session, dropped }),
  recordCompactionOutcome: o({
    ...session,
    trigger: str,
    status: str,
    error: opt(str),
    coreVersion: opt(str),
    attempts: METHOD_ATTEMPTS,
  }),
  switchModel: o({ ...session, entryId: str, model: str }),
  runBeforeCompactHooks: o({
    ...session,
    trigger: str,
    firstKeptEntryId: str,
    isSplitTurn: z.boolean(),
    tokensBefore: z.number(),
    summarize: range,
    turnPrefix: range,
    instructions: opt(str),
  }),
  compactionHooksRegistered: o({ ...session }),
  runCompactingHooks: o({ ...session, summarize: range, turnPrefix: range, entryIds: opt(z.array(str)) }),
  summarizeCompaction: o({
    ...session,
    ...ranges,
    modelRef: opt(str),
    instructions: opt(str),
    thinkingLevel: opt(str),
    reserveTokens: opt(z.number()),
    additionalContext: opt(z.array(str)),
    promptOverride: opt(str),
    fileOpsByReference: opt(z.boolean()),
    activeModel: opt(str),
    remoteEndpoint: opt(str),
  }),
  renderSnapcompact: o({
    ...session,
    ...ranges,
    model: o({ id: opt(str), api: opt(str), provider: opt(str), input: opt(z.array(str)) }),
    shapeSetting: opt(str),
    fileOpsByReference: opt(z.boolean()),
  }),
  commitCompaction: o({
    ...session,
    entryId: str,
    fields: o({ summary: str, firstKeptEntryId: str, tokensBefore: z.number() }),
    snapshotLeafId: str,
    trigger: str,
    model: opt(str),
    promptHash: opt(str),
    coreVersion: opt(str),
    afterCompactHooks: opt(z.literal('separate')),
    fileOpsFrom: opt(o({ summarize: range, turnPrefix: range, previousCompactionId: opt(str) })),
    passedOn: opt(str),
    ...COMMIT_ATTEMPTS,
  }),
  runAfterCompactHooks: o({ ...session, compactionEntryId: str, fromExtension: z.boolean() }),
  listIdleCandidates: o({
    activeBefore: str,
    tenantId: opt(str),
    after: opt(o({ activity: str, tenantId: str, sessionId: str })),
    limit: z.number().int().positive(),
  }),
  listFairIdleCandidates: o({
    activeBefore: str,
    tenantId: opt(str),
    open: z.array(o({ tenantId: str, after: opt(o({ activity: str, tenantId: str, sessionId: str })) })),
    openedThrough: opt(z.string().nullable()),
    limit: z.number().int().positive(),
    maxTenants: z.number().int().positive(),
  }),
  startIdleCompactions: o({
    starts: z.array(o({ workflowId: str, input: o({ tenantId: str }) })),
    taskQueue: opt(str),
    inFlight: z.number().int().positive(),
    executionTimeout: str,
    priorityKey: z.number().int().positive(),
  }),
  recheckIdleSession: o({ ...session, lastSeq: z.number().int(), cacheExpired: z.boolean() }),
  openCompactionRun: o({
    ...session,
    catalog: o({ model: opt(str), contextWindow: opt(z.number()) }),
    audit: o({ trigger: str, coreVersion: opt(str) }),
    idle: opt(o({ lastSeq: z.number().int(), cacheExpired: z.boolean() })),
  }),
  ...BRANCH_SUMMARY_INPUTS,
  ...HANDOFF_INPUTS,
  ...NATIVE_INPUTS,
  ...DEAD_END_INPUTS,
  ...PROPOSAL_INPUTS,
  ...SPECULATION_INPUTS,
} as const;

export type ContractedActivity = keyof typeof ACTIVITY_INPUTS;

type Parsed<K extends ContractedActivity> = z.infer<(typeof ACTIVITY_INPUTS)[K]>;
/** Compile-time: what a schema accepts is assignable to the activity's input type. */
type Accepts<K extends ContractedActivity, T> = Parsed<K> extends T ? true : never;
export const CONTRACTS_MATCH_TYPES: [
  Accepts<'insertSmokeRun', SmokeRunInput>,
  Accepts<'loadCompactionIndex', LoadIndexInput>,
  Accepts<'loadCompactionIndexPage', IndexPageInput>,
  Accepts<'dropFailedTurn', DropFailedTurnInput>,
  Accepts<'restoreFailedTurn', { tenantId: string; sessionId: string; dropped: DroppedTurn }>,
  Accepts<'switchModel', SwitchModelInput>,
  Accepts<'runCompactingHooks', CompactingInput>,
  Accepts<'runAfterCompactHooks', AfterCompactInput>,
  Accepts<'renderSnapcompact', Omit<RenderSnapcompactInput, 'shapeSetting'>>,
  Accepts<'summarizeCompaction', SummarizeInput>,
  Accepts<'runBeforeCompactHooks', Omit<BeforeCompactInput, 'trigger'>>,
  Accepts<'commitCompaction', Omit<CommitInput, 'fields'>>,
  Accepts<'listIdleCandidates', Omit<IdleCandidatesInput, 'now'>>,
  Accepts<'recheckIdleSession', IdleRecheck>,
  Accepts<'listFairIdleCandidates', FairIdleInput>,
  Accepts<'startIdleCompactions', StartIdleCompactionsInput>,
  Accepts<'openCompactionRun', OpenRunInput>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

/** The problem with a recorded input of `activity`, or undefined when today's contract accepts it. */
export function contractProblem(activity: string, input: unknown): string | undefined {
  const schema = (ACTIVITY_INPUTS as Record<string, z.ZodType>)[activity];
  if (!schema) return `no activity ${activity} in today's contracts`;
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return `${activity} input at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`;
}

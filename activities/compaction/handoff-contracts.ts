/** The input contracts of the handoff activities (strategy `handoff`), part of ACTIVITY_INPUTS (contracts.ts). */
import { z } from 'zod';
import type { CommitHandoffActivityInput } from './commit-handoff';
import type { GenerateHandoffInput } from './generate-handoff';
import type { BeforeSwitchInput } from './run-switch-hooks';
import { o, opt, session, str } from './contract-schemas';
import { METHOD_ATTEMPTS } from './native-contracts';

export const HANDOFF_INPUTS = {
  generateHandoff: o({
    ...session,
    automatic: z.boolean(),
    focus: opt(str),
    modelRef: opt(str),
    activeModel: str,
    thinkingLevel: opt(str),
    reserveTokens: opt(z.number()),
    qualityGate: opt(z.enum(['check', 'enforce'])),
    qualityGateModel: opt(str),
  }),
  commitHandoff: o({
    ...session,
    newSessionId: str,
    entryIds: o({ model: str, message: str }),
    document: str,
    activeModel: str,
    snapshotLeafId: str,
    trigger: str,
    tokensBefore: z.number(),
    tokensAfter: z.number(),
    model: opt(str),
    promptHash: opt(str),
    coreVersion: str,
    attempts: METHOD_ATTEMPTS,
  }),
  runBeforeSwitchHooks: o({ ...session, reason: z.literal('handoff'), newSessionId: str }),
} as const;

type Parsed<K extends keyof typeof HANDOFF_INPUTS> = z.infer<(typeof HANDOFF_INPUTS)[K]>;
/** Compile-time: what a schema accepts is assignable to the activity's input type. */
export const HANDOFF_CONTRACTS_MATCH_TYPES: [
  Parsed<'generateHandoff'> extends GenerateHandoffInput ? true : never,
  Parsed<'commitHandoff'> extends CommitHandoffActivityInput ? true : never,
  Parsed<'runBeforeSwitchHooks'> extends BeforeSwitchInput ? true : never,
] = [true, true, true];

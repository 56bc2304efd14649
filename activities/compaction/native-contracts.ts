/**
 * The input contracts of the native compaction methods (OpenAI, Anthropic: the same input) and the chain's
 * attempts, part of ACTIVITY_INPUTS.
 */
import { z } from 'zod';
import type { CompactV2Input } from './compact-natively-v2';
import type { CompactNativelyInput } from './parked-native';
import { o, opt, session, str } from './contract-schemas';

const range = opt(o({ fromId: str, toId: str }));

/** Both native methods read the same planned content for the session's active model. */
const nativeInput = o({
  ...session,
  summarize: range,
  turnPrefix: range,
  keep: range,
  previousCompactionId: opt(str),
  activeModel: str,
  fileOpsByReference: opt(z.boolean()),
});

export const NATIVE_INPUTS = {
  compactNatively: nativeInput,
  compactNativelyV2: nativeInput.extend({
    retainedMessageBudget: opt(z.number().int().nonnegative()),
    thinkingLevel: opt(str),
  }),
  compactAnthropicNatively: nativeInput,
} as const;

/** Every method of the chain tried, with its outcome and why it passed on (a commit's, or a skip's audit row). */
export const METHOD_ATTEMPTS = opt(
  z.array(o({ method: str, outcome: z.enum(['used', 'passed-on']), reason: opt(str) })),
);

/** What the commit records of the chain. */
export const COMMIT_ATTEMPTS = {
  attempts: METHOD_ATTEMPTS,
  nativeReplacement: opt(z.boolean()),
};

type Accepts<T> = z.infer<typeof NATIVE_INPUTS.compactNatively> extends T ? true : never;
export const NATIVE_CONTRACTS_MATCH: Accepts<CompactNativelyInput> = true;
type AcceptsV2<T> = z.infer<typeof NATIVE_INPUTS.compactNativelyV2> extends T ? true : never;
export const V2_CONTRACT_MATCHES: AcceptsV2<CompactV2Input> = true;

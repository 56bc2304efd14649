/**
 * zod schemas for stored messages and content blocks (compaction spec §1.4–1.5), used at the store boundary.
 * Strict on the fields the system reads, lenient (loose objects) on extra provider fields so that newer upstream
 * files still import. No I/O.
 */
import { z } from 'zod';

const loose = z.looseObject;
const num = z.number();
const opt = <T extends z.ZodType>(schema: T) => schema.optional();

export const textBlockSchema = loose({ type: z.literal('text'), text: z.string(), textSignature: opt(z.string()) });
export const imageBlockSchema = loose({
  type: z.literal('image'),
  data: z.string(),
  mimeType: z.string(),
  detail: opt(z.string()),
  url: opt(z.string()),
  providerFile: z.unknown().optional(),
});
const thinkingBlockSchema = loose({
  type: z.literal('thinking'),
  thinking: z.string(),
  thinkingSignature: opt(z.string()),
  itemId: opt(z.string()),
});
const redactedThinkingBlockSchema = loose({ type: z.literal('redactedThinking'), data: z.string() });
const toolCallBlockSchema = loose({
  type: z.literal('toolCall'),
  id: z.string(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  customWireName: opt(z.string()),
  providerMetadata: z.unknown().optional(),
  thoughtSignature: opt(z.string()),
  intent: opt(z.string()),
});
const serverToolBlockSchema = loose({ type: z.literal('anthropicServerTool'), block: z.unknown() });
const fallbackBlockSchema = loose({ type: z.literal('fallback'), from: z.string(), to: z.string() });

const assistantBlockSchema = z.discriminatedUnion('type', [
  textBlockSchema,
  thinkingBlockSchema,
  redactedThinkingBlockSchema,
  toolCallBlockSchema,
  imageBlockSchema,
  serverToolBlockSchema,
  fallbackBlockSchema,
]);
export const userContentSchema = z.union([
  z.string(),
  z.array(z.discriminatedUnion('type', [textBlockSchema, imageBlockSchema])),
]);

const usageSchema = loose({
  input: num,
  output: num,
  cacheRead: num,
  cacheWrite: num,
  // Optional: upstream files often omit it; token accounting falls back to the sum of the parts (spec §2.1).
  totalTokens: opt(num),
  contextTokens: opt(num),
  orchestration: opt(loose({ input: opt(num), output: opt(num), cacheRead: opt(num) })),
  premiumRequests: opt(num),
  reasoningTokens: opt(num),
  cost: opt(z.record(z.string(), num)),
});

const userMessageSchema = loose({
  role: z.literal('user'),
  content: userContentSchema,
  attribution: opt(z.string()),
  synthetic: opt(z.boolean()),
  steering: opt(z.boolean()),
  providerPayload: z.unknown().optional(),
  timestamp: num,
});
const developerMessageSchema = loose({
  role: z.literal('developer'),
  content: userContentSchema,
  attribution: opt(z.string()),
  providerPayload: z.unknown().optional(),
  timestamp: num,
});
const assistantMessageSchema = loose({
  role: z.literal('assistant'),
  content: z.array(assistantBlockSchema),
  api: opt(z.string()),
  provider: opt(z.string()),
  model: opt(z.string()),
  usage: opt(usageSchema),
  stopReason: z.enum(['stop', 'length', 'toolUse', 'error', 'aborted']),
  errorMessage: opt(z.string()),
  errorStatus: opt(num),
  errorId: opt(z.string()),
  providerPayload: z.unknown().optional(),
  contextSnapshot: opt(z.record(z.string(), z.unknown())),
  retryRecovery: z.unknown().optional(),
  responseId: opt(z.string()),
  timestamp: num,
  duration: opt(num),
  ttft: opt(num),
});
const toolResultMessageSchema = loose({
  role: z.literal('toolResult'),
  toolCallId: z.string(),
  toolName: z.string(),
  content: z.array(z.discriminatedUnion('type', [textBlockSchema, imageBlockSchema])),
  details: z.unknown().optional(),
  isError: z.boolean(),
  attribution: opt(z.string()),
  prunedAt: opt(num),
  useless: opt(z.boolean()),
  providerMetadata: z.unknown().optional(),
  timestamp: num,
});
const executionFields = {
  output: z.string(),
  exitCode: num.nullable(),
  cancelled: z.boolean(),
  truncated: z.boolean(),
  meta: z.unknown().optional(),
  excludeFromContext: opt(z.boolean()),
  timestamp: num,
};
const bashMessageSchema = loose({ role: z.literal('bashExecution'), command: z.string(), ...executionFields });
const pythonMessageSchema = loose({ role: z.literal('pythonExecution'), code: z.string(), ...executionFields });
const fileMentionMessageSchema = loose({
  role: z.literal('fileMention'),
  files: z.array(
    loose({
      path: z.string(),
      content: z.string(),
      lineCount: opt(num),
      byteSize: opt(num),
      skippedReason: opt(z.string()),
      image: opt(imageBlockSchema),
    }),
  ),
  timestamp: num,
});
const customMessageSchema = loose({
  role: z.literal('custom'),
  customType: z.string(),
  content: userContentSchema,
  display: z.boolean(),
  details: z.unknown().optional(),
  attribution: opt(z.string()),
  timestamp: num,
});

export const storedMessageSchema = z.discriminatedUnion('role', [
  userMessageSchema,
  developerMessageSchema,
  assistantMessageSchema,
  toolResultMessageSchema,
  bashMessageSchema,
  pythonMessageSchema,
  fileMentionMessageSchema,
  customMessageSchema,
]);

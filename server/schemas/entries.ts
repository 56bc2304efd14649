/**
 * The session entry and message shapes of the OpenAPI document, discriminated by `type` (entries) and `role`
 * (messages), so that generated clients get real types. Built from the store's own zod schemas
 * (core/session/entry-schema.ts, message-schema.ts) plus the two roles only the context rebuild emits (summaries),
 * so the document cannot drift from what the store accepts. For the document and the types only: a route
 * validates these bodies loosely (see loose-body.ts) and the store validates them whole, naming the entry and field.
 */
import { z } from 'zod';
import { sessionEntrySchema } from '../../core/session/entry-schema';
import { imageBlockSchema, storedMessageSchema, textBlockSchema } from '../../core/session/message-schema';

type Variant = (typeof storedMessageSchema.options)[number];

const MESSAGE_NAMES: Record<Variant['shape']['role']['value'], string> = {
  user: 'UserMessage',
  developer: 'DeveloperMessage',
  assistant: 'AssistantMessage',
  toolResult: 'ToolResultMessage',
  bashExecution: 'BashExecutionMessage',
  pythonExecution: 'PythonExecutionMessage',
  fileMention: 'FileMentionMessage',
  custom: 'CustomMessage',
};

const stored = storedMessageSchema.options.map((variant) =>
  variant.meta({ id: MESSAGE_NAMES[variant.shape.role.value] }),
);

export const storedMessageDoc = z
  .discriminatedUnion('role', stored as unknown as [Variant, ...Variant[]])
  .meta({ id: 'StoredMessage', description: 'a message as a `message` entry stores it' });

/** An image of a summary: inline (`data`), or with `images=url` a frame URL instead of the bytes. */
const summaryImage = imageBlockSchema.extend({
  data: z.string().optional().describe('base64; absent when the read asked for frame URLs'),
});

const branchSummaryMessage = z
  .looseObject({ role: z.literal('branchSummary'), summary: z.string(), fromId: z.string(), timestamp: z.number() })
  .meta({ id: 'BranchSummaryMessage', description: 'rebuilt from a branch_summary entry; never stored as a message' });

const compactionSummaryMessage = z
  .looseObject({
    role: z.literal('compactionSummary'),
    summary: z.string(),
    shortSummary: z.string().optional(),
    tokensBefore: z.number(),
    tokensAfter: z.number().optional(),
    method: z.string().optional(),
    providerPayload: z.unknown().optional(),
    blocks: z.array(z.discriminatedUnion('type', [textBlockSchema, summaryImage])).optional(),
    images: z.array(summaryImage).optional().describe('snapcompact frames'),
    warning: z.string().optional(),
    timestamp: z.number(),
  })
  .meta({ id: 'CompactionSummaryMessage', description: 'rebuilt from a compaction entry; never stored as a message' });

export const agentMessageDoc = z
  .discriminatedUnion('role', [
    ...(stored as unknown as [Variant, ...Variant[]]),
    branchSummaryMessage,
    compactionSummaryMessage,
  ])
  .meta({
    id: 'AgentMessage',
    description: 'an LLM-ready message: a stored message, or a summary the context rebuild materialized',
  });

type EntryVariant = (typeof sessionEntrySchema.options)[number];

/** `model_change` → `ModelChangeEntry`. */
const entryName = (type: string) =>
  `${type
    .split('_')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}Entry`;

const entries = sessionEntrySchema.options.map((variant) => {
  const type = variant.shape.type.value;
  const documented = type === 'message' ? variant.extend({ message: storedMessageDoc }) : variant;
  return documented.meta({ id: entryName(type) });
});

export const sessionEntryDoc = z
  .discriminatedUnion('type', entries as unknown as [EntryVariant, ...EntryVariant[]])
  .meta({ id: 'SessionEntry', description: 'a session entry in the upstream v3 format, by `type`' });

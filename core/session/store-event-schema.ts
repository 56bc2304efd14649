/**
 * zod schemas for the store events that are not tree nodes (docs/architecture.md, "Events"): leaf moves, pruning, handoffs,
 * dead-end warnings, the agent configuration, and reverted compactions.
 * Checked at the store boundary like entries; extra fields pass through. No I/O.
 */
import { z } from 'zod';
import type { StoreEvent } from './entries';

export const storeEventSchema = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('leaf_moved'),
    from: z.string().nullable(),
    to: z.string().nullable(),
    reason: z.enum(['navigate', 'drop-failed-turn', 'branch-summary', 'restore']),
  }),
  z.looseObject({
    type: z.literal('content_pruned'),
    targetId: z.string().min(1),
    placeholder: z.string(),
    reason: z.enum(['age', 'superseded', 'useless', 'rescue']),
    tokens: z.number(),
    prunedAt: z.number(),
  }),
  z.looseObject({
    type: z.literal('session_handed_off'),
    toSessionId: z.string().min(1),
    compactionWorkflowId: z.string().optional(),
  }),
  z.looseObject({
    type: z.literal('compaction_warning'),
    compactionEntryId: z.string().min(1).optional(),
    warning: z.string().min(1),
    turnStartId: z.string().min(1),
  }),
  z.looseObject({
    type: z.literal('compaction_reverted'),
    compactionEntryId: z.string().min(1),
    restoredSeqs: z.array(z.number().int().positive()),
    reason: z.string().optional(),
  }),
  // Recognised so imports and reads know the type; written only through setAgentConfig, which validates it fully.
  z.looseObject({
    type: z.literal('agent_config_set'),
    systemPrompt: z.string(),
    tools: z.array(
      z.looseObject({ name: z.string(), description: z.string(), parameters: z.record(z.string(), z.unknown()) }),
    ),
  }),
]);

export const asStoreEvent = (event: z.infer<typeof storeEventSchema>): StoreEvent => event;

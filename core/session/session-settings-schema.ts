/**
 * The settings a host stores on a session: its active model, whether appends start compactions on their own
 * (threshold, overflow, incomplete; compaction spec §3.3) and the compaction knobs handed to the workflow.
 */
import { z } from 'zod';
import { COMPACTION_STRATEGIES } from '../compaction/settings';
import { QUALITY_GATE_MODES } from '../quality/quality-gate';
import {
  promptSettingsSchema,
  proposalSettingsSchema,
  spendSettingsSchema,
  summarizerSettingsSchema,
} from './host-control-settings-schema';
import { modelRefSchema } from './model-ref-schema';

/**
 * A compaction request's strategy; `off` asks for no compaction (the run skips with reason `disabled`), `handoff`
 * continues the session in a new linked one (never for overflow recovery: that runs the summary).
 */
export const compactionStrategySchema = z
  .enum(COMPACTION_STRATEGIES)
  .describe(
    'off: no compaction (the run answers outcome skipped, reason disabled); handoff: continue in a new linked session',
  );

export const compactionKnobsSchema = z.object({
  enabled: z.boolean().optional().describe('false: no compaction for any trigger, manual included (default true)'),
  strategy: z
    .enum(COMPACTION_STRATEGIES)
    .optional()
    .describe('off: no compaction for any trigger, like enabled: false; handoff: continue in a new linked session'),
  thresholdPercent: z.number().optional().describe('≤0: reserve-based threshold; else a percentage of the window'),
  thresholdTokens: z.number().int().optional().describe('>0 wins over thresholdPercent'),
  reserveTokens: z.number().int().positive().optional(),
  keepRecentTokens: z.number().int().positive().optional(),
  contextWindow: z.number().int().positive().optional().describe("overrides the model catalog's context window"),
  contextPromotion: z.boolean().optional(),
  remoteEndpoint: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'generic remote summarization endpoint (POST {systemPrompt, prompt, maxTokens} → {summary}), tried first',
    ),
  idleEnabled: z.boolean().optional().describe('compact while the session sits idle (default false)'),
  idleThresholdTokens: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('idle compaction needs at least this many context tokens (default 200000; 0 disables idle)'),
  idleTimeoutSeconds: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("idle this long first, clamped to [60, 3600] (default: the model's prompt-cache lifetime + 60)"),
  promptCacheSeconds: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("overrides the provider's prompt-cache lifetime for this model"),
  supersedeReads: z
    .boolean()
    .optional()
    .describe('blank a read result once a newer read of the same file follows it, on append (default true)'),
  dropUseless: z
    .boolean()
    .optional()
    .describe('blank results their tool flagged useless (no matches, nothing new), on append (default true)'),
  // The summary quality gate (docs/quality-eval.md, "The gate before commit").
  qualityGate: z
    .enum(QUALITY_GATE_MODES)
    .optional()
    .describe(
      'deterministic checks of a fresh summary before commit: off; check (record the score, commit); enforce (below ' +
        'the floor retry once naming the omissions, then pass on to the next method; never commit it). Default check',
    ),
  qualityGateModel: modelRefSchema
    .optional()
    .describe(
      "a small model (provider/id) that answers the gate's artifact and continuation probes from the summary alone; " +
        'its score is recorded beside the deterministic one and never blocks a commit',
    ),
  // Auto-continue (docs/auto-continue.md).
  autoContinue: z
    .boolean()
    .optional()
    .describe(
      'a threshold compaction that leaves headroom returns a continuationPrompt for the next turn (default true)',
    ),
  // Speculative compaction (docs/speculative-compaction.md).
  asyncEnabled: z
    .boolean()
    .optional()
    .describe(
      'summarize in the background once the context is within the lead below the threshold, so the threshold ' +
        'compaction commits without waiting for the summarizer (default false; needs autoCompaction)',
    ),
});

export const sessionSettingsSchema = z.object({
  model: modelRefSchema.optional(),
  autoCompaction: z
    .boolean()
    .optional()
    .describe('start threshold / overflow / incomplete compactions from appends (default false)'),
  compaction: compactionKnobsSchema.optional(),
  spend: spendSettingsSchema.optional(),
  summarizer: summarizerSettingsSchema.optional(),
  prompts: promptSettingsSchema.optional(),
  proposals: proposalSettingsSchema.optional(),
});

export type SessionSettings = z.infer<typeof sessionSettingsSchema>;
export type CompactionKnobs = z.infer<typeof compactionKnobsSchema>;

/** Whether the knobs switch compaction off for every trigger (`enabled: false` or strategy `off`). */
export const compactionDisabled = (knobs: CompactionKnobs | undefined): boolean =>
  knobs?.enabled === false || knobs?.strategy === 'off';

/** Settings as read back from the store: anything that no longer parses counts as unset. */
export function storedSettings(value: unknown): SessionSettings {
  const parsed = sessionSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

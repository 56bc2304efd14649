/**
 * The settings a host stores on a session: its active model, whether appends start compactions on their own
 * (threshold, overflow, incomplete; compaction spec §3.3) and the compaction knobs handed to the workflow.
 */
import { z } from 'zod';
import { COMPACTION_STRATEGIES, MAX_SUMMARY_TOKENS } from '../compaction/settings';
import { REASONING_EFFORTS } from '../summary/reasoning';
import { MAX_INSTRUCTIONS_CHARS, MAX_TEMPLATE_CHARS, TEMPLATE_PLACEHOLDERS } from '../summary/prompt-templates';
import { QUALITY_GATE_MODES } from '../quality/quality-gate';

export const modelRefSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+\/\S+$/, 'must look like provider/model-id')
  .describe('a model as provider/id, e.g. anthropic/claude-sonnet-4-5');

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

/**
 * Spend guards (docs/usage-and-budgets.md): a monthly budget of the tenant's compactions (in tenant settings) or of
 * one session's (in its own settings), and the loop guard on automatic compactions that do not shrink the context.
 */
export const spendSettingsSchema = z.strictObject({
  monthlyTokenBudget: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("provider input + output tokens of this UTC calendar month's compactions"),
  monthlyCostBudgetUsd: z
    .number()
    .positive()
    .optional()
    .describe("estimated US dollars of this UTC calendar month's compactions, at the server's price table"),
  onBudgetExceeded: z
    .enum(['refuse', 'pass-on'])
    .optional()
    .describe(
      'refuse: a manual compaction past the budget answers 429 budget-exceeded; pass-on: every compaction runs, ' +
        'its provider methods pass on with reason budget (snapcompact and pruning still run); unset: manual ' +
        'compactions run, automatic and idle ones are held',
    ),
  loopGuardCompactions: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'more automatic compactions than this within the window, none shrinking the context, stop them (default 3; 0: off)',
    ),
  loopGuardWindowSeconds: z.number().int().positive().optional().describe('the loop guard window (default 600)'),
});

/** Which model summarizes, how hard it thinks and how long its summary may be (docs/compaction.md, "Summarizer control"). */
export const summarizerSettingsSchema = z.object({
  model: modelRefSchema
    .optional()
    .describe('the summarizer, a catalog model as provider/id; an explicit request model still wins'),
  reasoningEffort: z
    .enum(['off', ...REASONING_EFFORTS])
    .optional()
    .describe(
      "the summarizer's reasoning (OpenAI reasoning effort, Anthropic and Gemini thinking budget), clamped to the " +
        "model; off sends none; default: the session's thinking level",
    ),
  maxSummaryTokens: z
    .number()
    .int()
    .min(256)
    .max(MAX_SUMMARY_TOKENS)
    .optional()
    .describe('output cap of the summary and handoff calls (turn prefix and branch summary: at most this)'),
});

const template = (kind: keyof typeof TEMPLATE_PLACEHOLDERS, replaces: string) =>
  z
    .string()
    .min(1)
    .max(MAX_TEMPLATE_CHARS)
    .optional()
    .describe(
      `replaces the built-in ${replaces} prompt; placeholders: ${TEMPLATE_PLACEHOLDERS[kind].map((p) => `{{${p}}}`).join(', ')}`,
    );

/** Custom prompt templates, checked when stored (core/summary/prompt-templates.ts), and extra instructions. */
export const promptSettingsSchema = z.object({
  summary: template('summary', 'initial summary'),
  updateSummary: template('updateSummary', 'update summary'),
  turnPrefix: template('turnPrefix', 'turn prefix'),
  branchSummary: template('branchSummary', 'branch summary'),
  handoff: template('handoff', 'handoff document'),
  instructions: z
    .string()
    .max(MAX_INSTRUCTIONS_CHARS)
    .optional()
    .describe('appended to every summary, turn prefix, branch summary and handoff prompt (the built-in or custom one)'),
});

/** The longest and shortest a proposal (mode `propose`) may wait for its decision, and the default. */
export const PROPOSAL_TTL_BOUNDS = { min: 60, max: 7 * 24 * 3600, default: 24 * 3600 } as const;

export const proposalTtlSchema = z
  .number()
  .int()
  .min(PROPOSAL_TTL_BOUNDS.min)
  .max(PROPOSAL_TTL_BOUNDS.max)
  .describe('seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h)');

/** Proposals (preview and approve): how long one is held. */
export const proposalSettingsSchema = z.strictObject({ ttlSeconds: proposalTtlSchema.optional() });

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
export type SpendSettings = z.infer<typeof spendSettingsSchema>;
export type SummarizerSettings = z.infer<typeof summarizerSettingsSchema>;
export type PromptSettings = z.infer<typeof promptSettingsSchema>;

/** Whether the knobs switch compaction off for every trigger (`enabled: false` or strategy `off`). */
export const compactionDisabled = (knobs: CompactionKnobs | undefined): boolean =>
  knobs?.enabled === false || knobs?.strategy === 'off';

/** Settings as read back from the store: anything that no longer parses counts as unset. */
export function storedSettings(value: unknown): SessionSettings {
  const parsed = sessionSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

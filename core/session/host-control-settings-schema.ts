/**
 * The settings by which a host controls what its compactions do and cost (docs/usage-and-budgets.md,
 * docs/compaction.md "Summarizer control"): spend guards, the summarizer, prompt templates and proposals.
 */
import { z } from 'zod';
import { MAX_SUMMARY_TOKENS } from '../compaction/settings';
import { REASONING_EFFORTS } from '../summary/reasoning';
import { MAX_INSTRUCTIONS_CHARS, MAX_TEMPLATE_CHARS, TEMPLATE_PLACEHOLDERS } from '../summary/prompt-templates';
import { modelRefSchema } from './model-ref-schema';
import { PROPOSAL_TTL_BOUNDS } from './proposal-ttl';

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

export const proposalTtlSchema = z
  .number()
  .int()
  .min(PROPOSAL_TTL_BOUNDS.min)
  .max(PROPOSAL_TTL_BOUNDS.max)
  .describe('seconds a proposal waits for approve or reject before it expires (default 86,400: 24 h)');

/** Proposals (preview and approve): how long one is held. */
export const proposalSettingsSchema = z.strictObject({ ttlSeconds: proposalTtlSchema.optional() });

export type SpendSettings = z.infer<typeof spendSettingsSchema>;
export type SummarizerSettings = z.infer<typeof summarizerSettingsSchema>;
export type PromptSettings = z.infer<typeof promptSettingsSchema>;

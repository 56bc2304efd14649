/** The response of `GET /v1/sessions/{id}/evals/latest`: the newest quality eval of a session (docs/quality-eval.md). */
import { z } from 'zod';
import { PROBE_CATEGORIES } from '../../core/quality/probes';

const category = z.enum(PROBE_CATEGORIES);
const tokenPair = z.object({ input: z.number(), output: z.number() });

const cellSchema = z
  .object({
    n: z.number().int().describe('probes of the category graded'),
    accuracy: z.number().min(0).max(1),
    ci95: z.array(z.number()).length(2).describe('Wilson 95% interval of the accuracy: [low, high]'),
  })
  .meta({ id: 'EvalCell' });

const strategySchema = z
  .object({
    strategy: z.string(),
    status: z.enum(['ok', 'skipped', 'failed']),
    reason: z.string().optional().describe('why it was skipped or failed: `<type>: <message>`'),
    failureType: z.string().optional(),
    method: z.string().optional().describe('what the compaction committed (a method that passed on shows here)'),
    contextTokens: z.number().optional().describe('estimated tokens of the rebuilt context'),
    billedInputTokens: z
      .number()
      .optional()
      .describe("input tokens the next turn is billed, images by the provider's rule"),
    billing: z.enum(['estimated', 'provider']).optional(),
    summarizerTokens: tokenPair.optional(),
    latencyMs: z.number().optional(),
    readerTokens: tokenPair.optional().describe("a live reader's own tokens: the eval's cost, not the strategy's"),
    cells: z
      .object(Object.fromEntries(PROBE_CATEGORIES.map((c) => [c, cellSchema.optional()])))
      .optional()
      .describe('per probe category, when it had probes'),
    overall: z
      .object({ macro: z.number(), micro: z.number(), n: z.number().int() })
      .optional()
      .describe('macro: mean over categories; micro: mean over probes'),
    liftOverTailOnly: z.number().optional(),
    accuracyPer1kBilled: z.number().optional().describe('the headline: accuracy per 1,000 billed input tokens'),
    amortizedTokens: z.object({ t1: z.number(), t20: z.number() }).optional(),
  })
  .meta({ id: 'EvalStrategy' });

export const sessionEvalSchema = z
  .object({
    run: z.string().describe('the eval run (`eval-…`), the id prefix of the session copies it compacted'),
    at: z.iso.datetime(),
    reader: z
      .object({
        kind: z.enum(['reference', 'live']),
        label: z.string(),
        upperBound: z
          .boolean()
          .describe('true for the reference reader: it scores what the context contains, an upper bound of recall'),
        model: z.string().optional(),
        judge: z.string().optional(),
      })
      .describe('who answered the probes'),
    model: z.string().describe("the session's active model the eval compacted for"),
    strategies: z.array(z.string()),
    probes: z.union([z.literal('auto'), z.object({ file: z.string(), count: z.number().int() })]),
    probeWriter: z.string().optional(),
    session: z.object({
      tokens: z.number().describe('estimated tokens of the session before compaction'),
      probes: z.object({
        total: z.number().int(),
        compacted: z.number().int().describe('probes about the compacted span: the ones scored'),
        byCategory: z.record(z.string(), z.number().int()),
      }),
      skipped: z.array(z.object({ category, reason: z.string() })).describe('categories with no probes, and why'),
      summaries: z.array(strategySchema),
    }),
  })
  .meta({ id: 'SessionEval' });

export type SessionEvalView = z.infer<typeof sessionEvalSchema>;

/** The quality gate's record in API responses (compaction results and audit attempts). */
import { z } from 'zod';
import { GATE_MODEL_CHECK, GATE_MODEL_FAILED } from '../../core/quality/gate-model-probes';
import { SUMMARY_CHECKS } from '../../core/quality/summary-checks';

/** The quality gate's record of one summary (docs/quality-eval.md): a score and check names, never content. */
export const summaryQualitySchema = z
  .object({
    mode: z.enum(['check', 'enforce']),
    score: z.number().min(0).max(1).describe('share of the deterministic checks that passed'),
    passed: z.boolean(),
    missing: z
      .array(z.string())
      .describe(`the failed checks, by name (${[...SUMMARY_CHECKS, GATE_MODEL_CHECK].join(', ')})`),
    retried: z.boolean().describe('enforce: the summarizer was asked once more, naming the omissions'),
    gateModel: z
      .union([
        z.object({
          model: z.string(),
          score: z.number().min(0).max(1).describe("mean grade of the model's answers to the probes"),
          probes: z.number().int().describe('artifact and continuation probes asked'),
        }),
        z.object({ model: z.string(), failed: z.literal(GATE_MODEL_FAILED) }),
      ])
      .optional()
      .describe(
        'compaction.qualityGateModel: its probe score of the summary from the summary alone, or why none; under ' +
          'enforce a score below 0.5 fails the summary (check gate-model)',
      ),
  })
  .meta({ id: 'SummaryQuality' });

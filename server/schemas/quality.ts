/** The quality gate's record in API responses (compaction results and audit attempts). */
import { z } from 'zod';
import { SUMMARY_CHECKS } from '../../core/quality/summary-checks';

/** The quality gate's record of one summary (docs/quality-eval.md): a score and check names, never content. */
export const summaryQualitySchema = z
  .object({
    mode: z.enum(['check', 'enforce']),
    score: z.number().min(0).max(1).describe('share of the deterministic checks that passed'),
    passed: z.boolean(),
    missing: z.array(z.string()).describe(`the failed checks, by name (${SUMMARY_CHECKS.join(', ')})`),
    retried: z.boolean().describe('enforce: the summarizer was asked once more, naming the omissions'),
  })
  .meta({ id: 'SummaryQuality' });

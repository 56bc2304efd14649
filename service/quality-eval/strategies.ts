/**
 * The strategies `compactor eval` can run by name, each a compacting arm of the eval: the session's model with an LLM
 * summary or with snapcompact, and OpenAI's native compaction on `openai/gpt-5`. The baselines (full, tail-only,
 * prune-only) are built from the same cut and always reported.
 */
import { resolveModel } from '../../core/models/model-catalog';
import { billingFamily } from '../../core/snapcompact/billing';
import type { CompactingArm } from './arms';

export const EVAL_STRATEGIES = ['llm-summary', 'snapcompact', 'openai-native'] as const;
export type EvalStrategy = (typeof EVAL_STRATEGIES)[number];
export const DEFAULT_EVAL_STRATEGIES: readonly EvalStrategy[] = ['llm-summary', 'snapcompact'];
/** The session's active model when none is given: a vision model of the catalog (it picks the frame shape). */
export const DEFAULT_EVAL_MODEL = 'anthropic/claude-opus-4-7';
const NATIVE_OPENAI_MODEL = 'openai/gpt-5';

export const isEvalStrategy = (name: string): name is EvalStrategy =>
  (EVAL_STRATEGIES as readonly string[]).includes(name);

/** The arm of a named strategy for a session whose active model is `model` (`provider/id`). */
export function strategyArm(strategy: EvalStrategy, model: string): CompactingArm {
  const family = (ref: string) => billingFamily(resolveModel(ref)?.api);
  switch (strategy) {
    case 'llm-summary':
      return { strategy, input: { model, strategy: 'context-full' }, family: family(model) };
    case 'snapcompact':
      return { strategy, input: { model, strategy: 'snapcompact' }, family: family(model) };
    case 'openai-native':
      return {
        strategy,
        input: { model: NATIVE_OPENAI_MODEL, strategy: 'context-full' },
        family: family(NATIVE_OPENAI_MODEL),
      };
  }
}

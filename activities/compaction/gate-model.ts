/**
 * The quality gate's small model (`compaction.qualityGateModel`, issue 23): one plain completion through the model's
 * provider SDK, at temperature-free defaults and a small output cap. Resolving the model happens inside the call, so
 * a reference without credentials fails like any provider error: recorded as `gate-model-failed`, never a failed
 * compaction (activities/compaction/summary-gate.ts).
 */
import type { CompactionDeps } from './deps';
import type { GateModel } from './summary-gate';

/** About 300 tokens of answers (quality spec §4), with room to spare for a verbose model. */
const GATE_MODEL_MAX_TOKENS = 1024;

export function gateModelOf(
  deps: CompactionDeps,
  model: string | undefined,
  signal?: AbortSignal,
): GateModel | undefined {
  if (!model) return undefined;
  return {
    model,
    async ask(system, prompt) {
      const completion = await deps.llm
        .summarizer(model)
        .completer.complete({ system, prompt, maxTokens: GATE_MODEL_MAX_TOKENS, ...(signal ? { signal } : {}) });
      return completion.text;
    },
  };
}

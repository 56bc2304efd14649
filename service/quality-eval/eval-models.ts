/**
 * The models `compactor eval` may be given (`--reader`, `--judge`, `--probe-writer`), checked before any stack
 * starts: a model of the catalog on openai, anthropic or google (the three SDKs the live reader speaks), whose
 * provider has a key in the configuration. Reads no environment: the settings arrive parsed.
 */
import type { LlmSettings } from '../../activities/llm';
import { knownModels, parseModelRef } from '../../core/models/model-catalog';

export const EVAL_MODEL_PROVIDERS = ['openai', 'anthropic', 'google'] as const;
type EvalModelProvider = (typeof EVAL_MODEL_PROVIDERS)[number];

const KEY_VARIABLES: Readonly<Record<EvalModelProvider, string>> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GEMINI_API_KEY (or GOOGLE_API_KEY)',
};

export type EvalModelCheck =
  { ok: true; ref: string } | { ok: false; type: 'unknown-model' | 'missing-model-key'; message: string };

const isEvalProvider = (p: string): p is EvalModelProvider => (EVAL_MODEL_PROVIDERS as readonly string[]).includes(p);

/** `flag`'s model `ref` is one the eval can call: known to the catalog (a dated snapshot of a known line counts). */
export function checkEvalModel(flag: string, ref: string, settings: LlmSettings): EvalModelCheck {
  const parsed = parseModelRef(ref.trim());
  const known =
    parsed !== undefined &&
    isEvalProvider(parsed.provider) &&
    knownModels().some(
      (m) => m.provider === parsed.provider && (m.id === parsed.id || parsed.id.startsWith(`${m.id}-20`)),
    );
  if (!parsed || !known || !isEvalProvider(parsed.provider))
    return {
      ok: false,
      type: 'unknown-model',
      message: `${flag} ${ref}: not a model of the catalog on ${EVAL_MODEL_PROVIDERS.join(', ')} (provider/id)`,
    };
  if (!settings[parsed.provider].apiKey)
    return {
      ok: false,
      type: 'missing-model-key',
      message: `${flag} ${ref}: no API key for ${parsed.provider}, set ${KEY_VARIABLES[parsed.provider]}`,
    };
  return { ok: true, ref: `${parsed.provider}/${parsed.id}` };
}

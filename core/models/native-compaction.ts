/**
 * Whether a model can be compacted by OpenAI `/responses/compact` (compaction spec §7.2): never when its catalog
 * entry turns it off; always for the OpenAI providers; otherwise only when the entry turns it on and the model
 * speaks a Responses-family API. Whether it is tried first with V2 streaming compaction (§7.3). Pure.
 */
import type { ModelInfo } from './model-catalog';

const OPENAI_PROVIDERS = new Set(['openai', 'openai-codex']);
const RESPONSES_APIS = new Set(['openai-responses', 'azure-openai-responses', 'openai-codex-responses']);

export function usesNativeCompaction(model: Pick<ModelInfo, 'provider' | 'api' | 'remoteCompaction'>): boolean {
  const enabled = model.remoteCompaction?.enabled;
  if (enabled === false) return false;
  if (OPENAI_PROVIDERS.has(model.provider)) return true;
  return enabled === true && RESPONSES_APIS.has(model.api);
}

/** V2 streaming compaction (spec §7.3): only when the catalog entry supports it and the model speaks Responses. */
export function usesStreamingCompaction(model: Pick<ModelInfo, 'api' | 'remoteCompaction'>): boolean {
  return model.remoteCompaction?.v2StreamingEnabled === true && RESPONSES_APIS.has(model.api);
}

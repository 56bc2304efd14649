/**
 * Resolves a `provider/id` model reference against the LLM settings the composition root parsed from the
 * environment, into the ModelSpec a Completer is built from. Secrets stay in the worker: workflows pass only
 * the reference. Reads no environment itself.
 */
import { parseModelRef as splitModelRef } from '../../core/models/model-catalog';
import { PROVIDER_KINDS, type ModelSpec, type ProviderKind } from './providers/types';

export interface ProviderAccess {
  readonly apiKey?: string;
  readonly baseUrl?: string;
}

/** The `llm` part of the worker config (worker/config.ts), structurally. */
export interface LlmSettings {
  /** Default summarizer model, `provider/id`. */
  readonly summaryModel?: string;
  readonly summaryContextWindow?: number;
  readonly timeoutMs: number;
  readonly openai: ProviderAccess;
  readonly anthropic: ProviderAccess;
  readonly google: ProviderAccess;
  readonly openaiCompatible: ProviderAccess;
  /** COMPACTOR_REMOTE_ENDPOINT_ALLOW: where the remote-endpoint method may POST (endpoint-policy.ts); none: nowhere. */
  readonly remoteEndpointAllow?: readonly string[];
}

/** A model reference that names no known provider, or no model is configured at all. */
export class ModelRefError extends Error {
  override readonly name = 'ModelRefError';
}

/** Splits `provider/id` (the id may itself contain slashes); throws ModelRefError on anything else. */
export function parseModelRef(ref: string): { provider: ProviderKind; id: string } {
  const parsed = splitModelRef(ref.trim());
  const provider = parsed?.provider as ProviderKind | undefined;
  if (!parsed || !provider || !PROVIDER_KINDS.includes(provider)) {
    throw new ModelRefError(
      `model must be <provider>/<id> with provider one of ${PROVIDER_KINDS.join(', ')}: "${ref}"`,
    );
  }
  return { provider, id: parsed.id };
}

/** The ModelSpec for `ref` (default: the configured summary model) with that provider's key and base URL. */
export function resolveModelSpec(settings: LlmSettings, ref?: string): ModelSpec {
  const chosen = ref ?? settings.summaryModel;
  if (!chosen) throw new ModelRefError('no summary model configured (set COMPACTOR_SUMMARY_MODEL=provider/id)');
  const { provider, id } = parseModelRef(chosen);
  const access = accessFor(settings, provider);
  // An OpenAI-compatible server may need no key; every other provider rejects a call without one.
  if (!access.apiKey && provider !== 'openai-compatible') {
    throw new ModelRefError(`no API key for ${chosen}: set ${KEY_VARIABLES[provider]} on the worker`);
  }
  return {
    provider,
    id,
    apiKey: access.apiKey,
    baseUrl: access.baseUrl,
    timeoutMs: settings.timeoutMs,
    contextWindow: ref === undefined || ref === settings.summaryModel ? settings.summaryContextWindow : undefined,
  };
}

const KEY_VARIABLES: Readonly<Record<Exclude<ProviderKind, 'openai-compatible'>, string>> = {
  openai: 'OPENAI_API_KEY',
  'openai-chat': 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GEMINI_API_KEY (or GOOGLE_API_KEY)',
};

function accessFor(settings: LlmSettings, provider: ProviderKind): ProviderAccess {
  if (provider === 'anthropic') return settings.anthropic;
  if (provider === 'google') return settings.google;
  if (provider === 'openai-compatible') return settings.openaiCompatible;
  return settings.openai;
}

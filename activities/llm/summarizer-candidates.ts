/**
 * The summarizer models to try for a compaction, in order (compaction spec §6.7): the requested compaction model
 * (the active model's compaction-model target), the tenant's or session's `summarizer.model`, the active model itself, the configured role model
 * (COMPACTOR_SUMMARY_MODEL) and the largest-context catalog model whose provider has credentials; de-duplicated by
 * `provider/id`. A candidate without usable credentials is passed over with the reason; when none is usable the
 * failure names the provider and the environment variable to set. Reads no environment itself.
 */
import { knownModels, resolveModel } from '../../core/models/model-catalog';
import { failure } from '../failures';
import { parseModelRef, type LlmSettings, type ProviderAccess } from './model-spec';
import { PROVIDER_KINDS, type ModelSpec, type ProviderKind } from './providers/types';

export interface CandidateRequest {
  /** The compaction model asked for (`--summary-model`, the request's summaryModel). */
  readonly target?: string;
  /** The settings' `summarizer.model` (session over tenant), tried after the target and before the active model. */
  readonly configured?: string;
  /** The active model of the compaction, `provider/id` (a branch summary of a session that never set one: none). */
  readonly active?: string;
}

export interface PassedOver {
  readonly model: string;
  readonly reason: string;
}

export interface SummarizerCandidates {
  readonly usable: readonly ModelSpec[];
  readonly passedOver: readonly PassedOver[];
}

export const KEY_VARIABLES: Readonly<Record<ProviderKind, string>> = {
  openai: 'OPENAI_API_KEY',
  'openai-chat': 'OPENAI_API_KEY',
  'openai-compatible': 'COMPACTOR_OPENAI_COMPATIBLE_BASE_URL',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GEMINI_API_KEY (or GOOGLE_API_KEY)',
};

export function accessFor(settings: LlmSettings, provider: ProviderKind): ProviderAccess {
  if (provider === 'anthropic') return settings.anthropic;
  if (provider === 'google') return settings.google;
  if (provider === 'openai-compatible') return settings.openaiCompatible;
  return settings.openai;
}

const isProviderKind = (provider: string): provider is ProviderKind =>
  (PROVIDER_KINDS as readonly string[]).includes(provider);

/** An OpenAI-compatible server needs a base URL (a key is optional); every other provider needs a key. */
const hasCredentials = (access: ProviderAccess, provider: ProviderKind): boolean =>
  provider === 'openai-compatible' ? Boolean(access.baseUrl) : Boolean(access.apiKey);

/** The candidate references in order, de-duplicated; the requested target is validated like a model reference. */
export function candidateRefs(settings: LlmSettings, request: CandidateRequest): string[] {
  if (request.target) parseModelRef(request.target);
  const largest = knownModels()
    .filter((m) => isProviderKind(m.provider) && hasCredentials(accessFor(settings, m.provider), m.provider))
    .reduce<{ ref: string; window: number } | undefined>((best, m) => {
      const ref = `${m.provider}/${m.id}`;
      return best && best.window >= m.contextWindow ? best : { ref, window: m.contextWindow };
    }, undefined);
  const refs = [request.target, request.configured, request.active, settings.summaryModel, largest?.ref];
  return [...new Set(refs.filter((ref): ref is string => Boolean(ref)))];
}

export function summarizerCandidates(settings: LlmSettings, request: CandidateRequest): SummarizerCandidates {
  const usable: ModelSpec[] = [];
  const passedOver: PassedOver[] = [];
  for (const ref of candidateRefs(settings, request)) {
    const slash = ref.indexOf('/');
    const provider = ref.slice(0, slash);
    if (!isProviderKind(provider)) {
      passedOver.push({ model: ref, reason: `no summarizer SDK for provider ${provider}` });
      continue;
    }
    const access = accessFor(settings, provider);
    if (!hasCredentials(access, provider)) {
      passedOver.push({ model: ref, reason: `no credentials: ${KEY_VARIABLES[provider]} is not set` });
      continue;
    }
    usable.push(specFor(settings, ref, { provider, access }));
  }
  if (usable.length === 0) throw noCredentials(passedOver);
  return { usable, passedOver };
}

function specFor(settings: LlmSettings, ref: string, known: { provider: ProviderKind; access: ProviderAccess }) {
  const id = ref.slice(ref.indexOf('/') + 1);
  const contextWindow =
    ref === settings.summaryModel && settings.summaryContextWindow
      ? settings.summaryContextWindow
      : resolveModel(ref)?.contextWindow;
  return {
    provider: known.provider,
    id,
    apiKey: known.access.apiKey,
    baseUrl: known.access.baseUrl,
    timeoutMs: settings.timeoutMs,
    ...(contextWindow ? { contextWindow } : {}),
  } satisfies ModelSpec;
}

/** "Compaction requires usable credentials for <provider>/<id>: set <VARIABLE> on the worker …". */
function noCredentials(passedOver: readonly PassedOver[]) {
  const first = passedOver.find((p) => isProviderKind(p.model.slice(0, p.model.indexOf('/'))));
  const tried = passedOver.map((p) => `${p.model} (${p.reason})`).join('; ');
  const message = first
    ? `Compaction requires usable credentials for ${first.model}: set ${
        KEY_VARIABLES[first.model.slice(0, first.model.indexOf('/')) as ProviderKind]
      } on the worker, or set COMPACTOR_SUMMARY_MODEL to a model whose provider has credentials. Tried: ${tried}`
    : `Compaction has no summarizer: no candidate names a supported provider (${PROVIDER_KINDS.join(', ')}). Tried: ${tried}`;
  return failure('ProviderAuth', { message, details: first ? { model: first.model } : undefined });
}

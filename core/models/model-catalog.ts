/**
 * The models compactor knows: context window, output cap, input modalities and wire API, keyed by
 * `provider/id`. Thresholds need the window, snapcompact needs to know whether the model reads images, context
 * promotion needs a larger window. Unknown models resolve from their provider's wire family with settings overrides
 * (a host can always state the window). Pure data and lookups.
 */

export type WireApi = 'anthropic-messages' | 'openai-responses' | 'openai-completions' | 'google-generative-ai';

export interface ModelInfo {
  provider: string;
  id: string;
  api: WireApi;
  contextWindow: number;
  maxOutputTokens: number;
  input: readonly ('text' | 'image')[];
  /** A larger-window model this one may be promoted to instead of compacting. */
  promotionTarget?: string;
  /**
   * Native compaction: OpenAI's (compaction spec §7.2) forced on or off for this model, absent, the provider decides;
   * for an Anthropic model, on when its server compacts (§13.4). `v2StreamingEnabled`: OpenAI V2 streaming
   * compaction (§7.3) is tried first for this model.
   */
  remoteCompaction?: { enabled?: boolean; v2StreamingEnabled?: boolean };
}

/** The Claude models whose server compacts (the `compact_20260112` edit): Anthropic's server-side method runs for them. */
const SERVER_COMPACTION = new Set(['anthropic/claude-opus-4-6', 'anthropic/claude-sonnet-4-6']);
/** The OpenAI models that compact with the streaming `compaction_trigger` request (V2, §7.3) before `/responses/compact`. */
const STREAMING_COMPACTION = new Set(['openai/gpt-5.1']);

const TEXT_IMAGE = ['text', 'image'] as const;
const TEXT = ['text'] as const;

type Row = [ref: string, api: WireApi, window: number, output: number, input: ModelInfo['input'], promote?: string];

const row = ([ref, api, contextWindow, maxOutputTokens, input, promotionTarget]: Row): ModelInfo => {
  const slash = ref.indexOf('/');
  const base = { provider: ref.slice(0, slash), id: ref.slice(slash + 1), api, contextWindow, maxOutputTokens, input };
  return promotionTarget ? { ...base, promotionTarget } : base;
};

const CATALOG: readonly ModelInfo[] = (
  [
    ['anthropic/claude-opus-4-5', 'anthropic-messages', 200_000, 64_000, TEXT_IMAGE],
    ['anthropic/claude-opus-4-7', 'anthropic-messages', 200_000, 64_000, TEXT_IMAGE],
    [
      'anthropic/claude-sonnet-4-5',
      'anthropic-messages',
      200_000,
      64_000,
      TEXT_IMAGE,
      'anthropic/claude-sonnet-4-5-1m',
    ],
    ['anthropic/claude-sonnet-4-5-1m', 'anthropic-messages', 1_000_000, 64_000, TEXT_IMAGE],
    ['anthropic/claude-haiku-4-5', 'anthropic-messages', 200_000, 64_000, TEXT_IMAGE],
    ['anthropic/claude-opus-4-6', 'anthropic-messages', 200_000, 128_000, TEXT_IMAGE],
    ['anthropic/claude-sonnet-4-6', 'anthropic-messages', 200_000, 64_000, TEXT_IMAGE],
    ['openai/gpt-5', 'openai-responses', 400_000, 128_000, TEXT_IMAGE],
    ['openai/gpt-5-mini', 'openai-responses', 400_000, 128_000, TEXT_IMAGE],
    ['openai/gpt-5.1', 'openai-responses', 400_000, 128_000, TEXT_IMAGE],
    ['openai/gpt-4.1', 'openai-responses', 1_047_576, 32_768, TEXT_IMAGE],
    ['openai/gpt-4o', 'openai-completions', 128_000, 16_384, TEXT_IMAGE, 'openai/gpt-4.1'],
    ['openai/gpt-oss-120b', 'openai-completions', 131_072, 32_768, TEXT],
    ['google/gemini-2.5-pro', 'google-generative-ai', 1_048_576, 65_536, TEXT_IMAGE],
    ['google/gemini-2.5-flash', 'google-generative-ai', 1_048_576, 65_536, TEXT_IMAGE],
    ['google/gemini-3-pro', 'google-generative-ai', 1_048_576, 65_536, TEXT_IMAGE],
    ['deepseek/deepseek-chat', 'openai-completions', 128_000, 8_192, TEXT],
    ['moonshot/kimi-k2', 'openai-completions', 256_000, 16_384, TEXT_IMAGE],
    ['zai/glm-4.6', 'openai-completions', 200_000, 32_768, TEXT],
  ] satisfies Row[]
)
  .map(row)
  .map((m) => (SERVER_COMPACTION.has(`${m.provider}/${m.id}`) ? { ...m, remoteCompaction: { enabled: true } } : m))
  .map((m) =>
    STREAMING_COMPACTION.has(`${m.provider}/${m.id}`) ? { ...m, remoteCompaction: { v2StreamingEnabled: true } } : m,
  );

const FAMILY: Record<string, WireApi> = {
  anthropic: 'anthropic-messages',
  openai: 'openai-responses',
  google: 'google-generative-ai',
  vertex: 'google-generative-ai',
};

/** Splits `provider/id`; the id may itself contain slashes (OpenRouter: `openrouter/anthropic/claude-…`). */
export function parseModelRef(ref: string): { provider: string; id: string } | undefined {
  const slash = ref.indexOf('/');
  if (slash <= 0 || slash === ref.length - 1) return undefined;
  return { provider: ref.slice(0, slash), id: ref.slice(slash + 1) };
}

export interface ModelOverrides {
  contextWindow?: number;
  maxOutputTokens?: number;
  input?: ModelInfo['input'];
}

/**
 * The model for a `provider/id` reference: the catalog entry (dated snapshots like `claude-opus-4-5-20251101`
 * match their line), else a conservative description of an unknown model of that provider (text only, 128k),
 * with overrides applied last. Undefined when the reference is not `provider/id`.
 */
export function resolveModel(ref: string, overrides: ModelOverrides = {}): ModelInfo | undefined {
  const parsed = parseModelRef(ref);
  if (!parsed) return undefined;
  const known =
    CATALOG.find((c) => c.provider === parsed.provider && c.id === parsed.id) ??
    CATALOG.find((c) => c.provider === parsed.provider && parsed.id.startsWith(`${c.id}-20`));
  const base: ModelInfo = known
    ? { ...known, id: parsed.id }
    : {
        ...parsed,
        api: FAMILY[parsed.provider] ?? 'openai-completions',
        contextWindow: 128_000,
        maxOutputTokens: 16_384,
        input: TEXT,
      };
  return { ...base, ...definedOnly(overrides) };
}

/** Every model of the catalog, in catalog order (the summarizer's last candidate is picked among them). */
export const knownModels = (): readonly ModelInfo[] => CATALOG;

/** The promotion target when it resolves to a strictly larger window (compaction spec §3.3). */
export function promotionTargetFor(model: ModelInfo): ModelInfo | undefined {
  if (!model.promotionTarget) return undefined;
  const target = resolveModel(model.promotionTarget);
  return target && target.contextWindow > model.contextWindow ? target : undefined;
}

export const modelRef = (model: Pick<ModelInfo, 'provider' | 'id'>): string => `${model.provider}/${model.id}`;

export const supportsImages = (model: Pick<ModelInfo, 'input'>): boolean => model.input.includes('image');

function definedOnly(overrides: ModelOverrides): ModelOverrides {
  return Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
}

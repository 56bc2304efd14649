/**
 * The wire format names (one list, used by the API, the CLI and the client) and what each implies for the messages
 * it produces: the upstream `api` name, the default provider, and the documented image cap. Pure data.
 */
import { splitModelRef } from './replay';

export const WIRE_FORMATS = ['native', 'openai-chat', 'openai-responses', 'anthropic', 'gemini'] as const;
export type WireFormatName = (typeof WIRE_FORMATS)[number];

/** The formats with a provider's shapes (everything but `native`). */
export type ProviderFormatName = Exclude<WireFormatName, 'native'>;
export const PROVIDER_FORMATS = WIRE_FORMATS.filter((f): f is ProviderFormatName => f !== 'native');

export const isWireFormat = (value: unknown): value is WireFormatName =>
  typeof value === 'string' && (WIRE_FORMATS as readonly string[]).includes(value);

/** The upstream `api` and the default provider of an assistant message decoded from each format. */
export const FORMAT_ORIGIN: Record<ProviderFormatName, { api: string; provider: string }> = {
  anthropic: { api: 'anthropic-messages', provider: 'anthropic' },
  'openai-chat': { api: 'openai-completions', provider: 'openai' },
  'openai-responses': { api: 'openai-responses', provider: 'openai' },
  gemini: { api: 'google-generative-ai', provider: 'google' },
};

/**
 * Provider and model of a decoded response: the session's provider (else the format's), and the session's model id
 * when the response reports that model or a dated snapshot of it (`gpt-4o` → `gpt-4o-2024-08-06`), so that the
 * auto-compaction triggers recognise the turn as the session model's; otherwise the reported model.
 */
export function responseOrigin(format: ProviderFormatName, sessionModel: string | undefined, reported?: string) {
  const session = splitModelRef(sessionModel);
  const sameModel =
    session.id !== undefined &&
    (reported === undefined || reported === session.id || reported.startsWith(`${session.id}-`));
  const model = sameModel ? session.id : (reported ?? session.id);
  return {
    api: FORMAT_ORIGIN[format].api,
    provider: session.provider ?? FORMAT_ORIGIN[format].provider,
    ...(model !== undefined ? { model } : {}),
  };
}

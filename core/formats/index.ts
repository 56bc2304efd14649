/**
 * The provider wire formats (issue 22): a host posts its turns and reads its context in the shapes of its own SDK.
 * - `decodeTurn(format, turn, context)`: a turn as posted (`input` items, then the provider's `response` or the
 *   failed call's `error`) → the session messages to append, in order. Bad input throws WireFormatError (format,
 *   JSON pointer, reason) and nothing else. `native` has no turn decoder: native turns are entries, posted to
 *   `POST …/entries` as today.
 * - `encodeContext(format, messages, options)`: a rebuilt context → the request fragment the host spreads into its
 *   SDK call, always a request the provider accepts (pairing.ts holds the repair rules). `native` returns the
 *   messages unchanged. Gemini's fragment is `{ contents, config? }`, because the SDK takes the system
 *   instruction and tools inside `config`.
 * Documented mappings and what a round trip does not preserve: docs/formats.md. Pure: no I/O, no clock.
 */
import type { AgentMessage, StoredMessage } from '../session/messages';
import { encodeAnthropic } from './anthropic/encode';
import { anthropicDecoder } from './anthropic/decode';
import type { AnthropicFragment } from './anthropic/types';
import { openAiChatDecoder } from './openai-chat/decode';
import { encodeOpenAiChat } from './openai-chat/encode';
import type { OpenAiChatFragment } from './openai-chat/types';
import { openAiResponsesDecoder } from './openai-responses/decode';
import { encodeOpenAiResponses } from './openai-responses/encode';
import type { OpenAiResponsesFragment } from './openai-responses/types';
import { geminiDecoder } from './gemini/decode';
import { encodeGemini } from './gemini/encode';
import type { GeminiFragment } from './gemini/types';
import { decodeWith, type FormatDecoder } from './decode-turn';
import { DEFAULT_IMAGE_CAPS } from './images';
import { isWireFormat, type ProviderFormatName, type WireFormatName } from './names';
import type { PreparedTurn } from './pairing';
import { prepareTurns } from './prepare';
import type { DecodeContext, EncodeOptions, WireTurn } from './types';
import { WireFormatError } from './wire-format-error';

export { WIRE_FORMATS, PROVIDER_FORMATS, isWireFormat, type WireFormatName, type ProviderFormatName } from './names';
export { WireFormatError } from './wire-format-error';
export { openToolCalls } from './open-calls';
export { errorFacts, turnErrorKind, type ErrorFacts, type TurnErrorKind } from './provider-errors';
export type { DecodeContext, EncodeOptions, ToolCallRef, WireTurn } from './types';
export { reader, type Reader } from './read';
export { OpenCalls } from './open-calls';
// The block decoders the transcript importers share (Claude Code lines carry Anthropic messages, Codex rollouts
// Responses items), and the usage and stop-reason tables.
export { anthropicAssistantBlocks, anthropicImage, anthropicUserMessages } from './anthropic/blocks';
export { responsesAssistantBlocks, responsesInputBlocks } from './openai-responses/blocks';
export { anthropicUsage, codexUsage, geminiUsage, openAiChatUsage, openAiResponsesUsage } from './usage';
export { anthropicStop, geminiStop, openAiChatStop, openAiResponsesStop, type StopFacts } from './stop-reasons';
export { responseOrigin, FORMAT_ORIGIN } from './names';
export type * from './anthropic/types';
export type * from './openai-chat/types';
export type * from './openai-responses/types';
export type * from './gemini/types';

/** The request fragment each format's export returns. */
export interface WireFragments {
  native: { messages: readonly AgentMessage[] };
  anthropic: AnthropicFragment;
  'openai-chat': OpenAiChatFragment;
  'openai-responses': OpenAiResponsesFragment;
  gemini: GeminiFragment;
}

const DECODERS: Record<ProviderFormatName, FormatDecoder> = {
  anthropic: anthropicDecoder,
  'openai-chat': openAiChatDecoder,
  'openai-responses': openAiResponsesDecoder,
  gemini: geminiDecoder,
};

const ENCODERS: { [F in ProviderFormatName]: (turns: PreparedTurn[], options: EncodeOptions) => WireFragments[F] } = {
  anthropic: encodeAnthropic,
  'openai-chat': encodeOpenAiChat,
  'openai-responses': encodeOpenAiResponses,
  gemini: encodeGemini,
};

export function decodeTurn(format: ProviderFormatName, turn: WireTurn, context: DecodeContext): StoredMessage[] {
  const decoder = isWireFormat(format) ? DECODERS[format as ProviderFormatName] : undefined;
  if (!decoder) throw new WireFormatError(String(format), '', 'no turn decoder for this format');
  return decodeWith(format, decoder, turn, context);
}

export function encodeContext<F extends keyof WireFragments>(
  format: F,
  messages: readonly AgentMessage[],
  options: EncodeOptions = {},
): WireFragments[F] {
  if (format === 'native') return { messages } as WireFragments[F];
  const provider = format as ProviderFormatName;
  const encode = ENCODERS[provider] as (turns: PreparedTurn[], options: EncodeOptions) => WireFragments[F];
  return encode(prepareTurns(messages, options.imageCap ?? DEFAULT_IMAGE_CAPS[provider]), options);
}

/**
 * The provider to build the context for (buildSessionContext `provider`): native histories replay only to it. An
 * OpenAI replacement history goes back through the Responses format, an Anthropic compaction block through the
 * Anthropic format to the `anthropic` provider; any other read gets the readable summary.
 */
export function contextProvider(format: WireFormatName, target: string | undefined): string {
  const slash = target?.indexOf('/') ?? -1;
  const provider = target && slash > 0 ? target.slice(0, slash) : undefined;
  if (format === 'openai-responses' && provider) return provider;
  if (format === 'anthropic' && provider === 'anthropic') return provider;
  return `${format}-format`;
}

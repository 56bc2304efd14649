/**
 * The frame every format's turn decoder shares: `input` items in order, then the response's assistant message or
 * the error's failed turn (stopReason `error`, `errorStatus`, and an `errorMessage` leading with the envelope's
 * code, see provider-errors.ts). A turn carries a response or an error, not both. Pure.
 */
import type { AssistantBlock, AssistantMessage, StoredMessage, Usage } from '../session/messages';
import { responseOrigin, type ProviderFormatName } from './names';
import { OpenCalls } from './open-calls';
import { errorFacts, errorText } from './provider-errors';
import { reader, type Reader } from './read';
import type { StopFacts } from './stop-reasons';
import type { DecodeContext, WireTurn } from './types';

/** What one format's decoders get: the reader, the calls results may answer, and the caller's context. */
export interface FormatDecodeContext {
  r: Reader;
  calls: OpenCalls;
  context: DecodeContext;
  timestamp: number;
}

export interface FormatDecoder {
  /** Consecutive assistant messages decoded from `input` are one turn (Responses sends one item per block). */
  mergeAssistants?: boolean;
  input(raw: unknown, path: string, ctx: FormatDecodeContext): StoredMessage[];
  response(raw: unknown, path: string, ctx: FormatDecodeContext): AssistantMessage;
}

export const hasToolCalls = (blocks: readonly AssistantBlock[]): boolean => blocks.some((b) => b.type === 'toolCall');

/** An assistant message a host sends as input, taken as given: it stopped on its tool calls, else at its end. */
export function inputAssistant(
  format: ProviderFormatName,
  content: AssistantBlock[],
  ctx: FormatDecodeContext,
): AssistantMessage {
  const stopReason = hasToolCalls(content) ? 'toolUse' : 'stop';
  return {
    role: 'assistant',
    content,
    ...responseOrigin(format, ctx.context.model),
    stopReason,
    timestamp: ctx.timestamp,
  };
}

/** What a response decoder read; `model` is the model the response reports. */
export interface ResponseFacts {
  content: AssistantBlock[];
  model?: string;
  usage: Usage;
  stop: StopFacts;
  responseId?: string;
  providerPayload?: unknown;
}

export function responseAssistant(
  format: ProviderFormatName,
  facts: ResponseFacts,
  ctx: FormatDecodeContext,
): AssistantMessage {
  return {
    role: 'assistant',
    content: facts.content,
    ...responseOrigin(format, ctx.context.model, facts.model),
    usage: facts.usage,
    ...facts.stop,
    ...(facts.responseId !== undefined ? { responseId: facts.responseId } : {}),
    ...(facts.providerPayload !== undefined ? { providerPayload: facts.providerPayload } : {}),
    timestamp: ctx.timestamp,
  };
}

export function decodeWith(
  format: ProviderFormatName,
  decoder: FormatDecoder,
  turn: WireTurn,
  context: DecodeContext,
): StoredMessage[] {
  const r = reader(format);
  const body = r.object(turn as unknown, '');
  const ctx: FormatDecodeContext = {
    r,
    calls: new OpenCalls(context.toolCalls),
    context,
    timestamp: context.timestamp,
  };
  if (body.response !== undefined && body.error !== undefined) {
    r.fail('', 'a turn carries a response or an error, not both');
  }
  const input = r.optionalArray(body.input, '/input') ?? [];
  const decoded = input.flatMap((raw, i) => decoder.input(raw, `/input/${i}`, ctx));
  const out = decoder.mergeAssistants ? mergeAssistantRuns(decoded) : decoded;
  if (body.response !== undefined) out.push(decoder.response(body.response, '/response', ctx));
  else if (body.error !== undefined) out.push(failedTurn(format, body.error, ctx));
  return out;
}

function failedTurn(format: ProviderFormatName, raw: unknown, ctx: FormatDecodeContext): AssistantMessage {
  const { r } = ctx;
  const error = r.object(raw, '/error');
  const status = r.optionalNumber(error.status, '/error/status');
  if (status === undefined || !Number.isInteger(status) || status < 100 || status > 599) {
    return r.fail('/error/status', 'must be the HTTP status of the failed call (100-599)');
  }
  const facts = errorFacts(status, error.body);
  return {
    role: 'assistant',
    content: [],
    ...responseOrigin(format, ctx.context.model),
    stopReason: 'error',
    errorStatus: status,
    errorMessage: errorText(facts),
    timestamp: ctx.timestamp,
  };
}

function mergeAssistantRuns(messages: StoredMessage[]): StoredMessage[] {
  const out: StoredMessage[] = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    if (m.role !== 'assistant' || last?.role !== 'assistant') {
      out.push(m);
      continue;
    }
    const content = [...last.content, ...m.content];
    const stopReason = hasToolCalls(content) ? 'toolUse' : 'stop';
    out[out.length - 1] = { ...last, content, stopReason };
  }
  return out;
}

/**
 * The wire formats in the client: a context read typed by the format it asks for. The generated document types
 * `GET …/context` as the union of every format's body (a response type cannot depend on a query parameter);
 * `getContext` answers the one variant the server sends for that format, so that `data.request` spreads into the
 * provider SDK's call without a cast (`anthropic.messages.create({ model, max_tokens, ...data.request })`).
 */
import { WIRE_FORMATS, type WireFormatName } from '../core/formats/names';
import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema';

/** The client `createClient` makes (named here, not imported from index.ts, which re-exports this module). */
type CompactorClient = Client<paths>;

export { WIRE_FORMATS, type WireFormatName };

type Schemas = components['schemas'];

/** The body of a context read in each format. */
export interface ContextOf {
  native: Schemas['Context'];
  anthropic: Schemas['AnthropicContext'];
  'openai-chat': Schemas['OpenAiChatContext'];
  'openai-responses': Schemas['OpenAiResponsesContext'];
  gemini: Schemas['GeminiContext'];
}

/** The turn body of each format (`POST …/turns`), without its `format`. */
export type TurnOf<F extends WireFormatName> = Omit<Extract<Schemas['Turn'], { format: F }>, 'format'>;

export interface GetContextOptions {
  /** Snapcompact frames as base64 (default) or as frame URLs. */
  images?: 'inline' | 'url';
  /** A previous read's ETag: an unchanged session answers 304 with no data. */
  ifNoneMatch?: string;
}

export async function getContext<F extends WireFormatName>(
  client: CompactorClient,
  sessionId: string,
  format: F,
  options: GetContextOptions = {},
) {
  const result = await client.GET('/v1/sessions/{sessionId}/context', {
    params: {
      path: { sessionId },
      query: { format, images: options.images ?? 'inline' },
      ...(options.ifNoneMatch !== undefined ? { header: { 'if-none-match': options.ifNoneMatch } } : {}),
    },
  });
  // The server answers the variant of the format asked for (its `format` field says so; native has none).
  return { ...result, data: result.data as ContextOf[F] | undefined };
}

/** Posts one turn of the agent loop in `format` (Idempotency-Key and If-Match as for entries). */
export function appendTurn<F extends WireFormatName>(
  client: CompactorClient,
  sessionId: string,
  format: F,
  turn: TurnOf<F>,
  headers: { idempotencyKey?: string; ifMatch?: string } = {},
) {
  return client.POST('/v1/sessions/{sessionId}/turns', {
    params: {
      path: { sessionId },
      header: {
        ...(headers.idempotencyKey !== undefined ? { 'idempotency-key': headers.idempotencyKey } : {}),
        ...(headers.ifMatch !== undefined ? { 'if-match': headers.ifMatch } : {}),
      },
    },
    body: { format, ...turn } as Schemas['Turn'],
  });
}

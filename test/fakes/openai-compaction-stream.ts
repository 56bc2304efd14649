/**
 * The OpenAI fake's streaming Responses answers (compaction spec §7.3): a `/responses` request with `stream: true`
 * is answered as server-sent events, as the API sends them and the openai SDK's `Stream` reads them (`event:` and
 * `data:` lines, one `sequence_number` per event): `response.created`, `response.in_progress`, the output item's
 * `added` and `done`, then `response.completed` with the whole response and its usage. The event and item shapes
 * follow the SDK's types (`ResponseStreamEvent`, `ResponseCompactionItem`, `ResponseInputItem.CompactionTrigger`).
 * What the types do not state follows the spec and is marked so:
 * - a request whose last input item is `{type: "compaction_trigger"}` is answered with one `compaction` item whose
 *   encrypted content is `encrypted:<scripted text>` (assumed: no message item beside it);
 * - a trigger that is not the last item: 400 invalid_request_error (the SDK says "must be the final input item";
 *   the wording is assumed);
 * - otherwise an ordinary streamed message with the scripted text;
 * - the input tokens are ceil(characters / 4) of the input and instructions (assumed).
 */
import type { ServerResponse } from 'node:http';
import type { RecordedRequest } from './fake-provider-server';

interface StreamBody {
  stream?: boolean;
  model?: string;
  input?: unknown;
  instructions?: unknown;
}

const bodyOf = (request: RecordedRequest) => (request.body ?? {}) as StreamBody;

export const isStreamingResponses = (request: RecordedRequest): boolean =>
  request.kind === 'openai-responses' && bodyOf(request).stream === true;

const inputItems = (body: StreamBody): { type?: unknown }[] => (Array.isArray(body.input) ? body.input : []);

/** The fake's count of a request's input tokens (assumed: ceil(characters / 4) of input and instructions). */
export function countedResponsesTokens(body: unknown): number {
  const { input, instructions } = (body ?? {}) as StreamBody;
  return Math.ceil((JSON.stringify(input ?? []).length + JSON.stringify(instructions ?? '').length) / 4);
}

export interface StreamAnswer {
  status: number;
  /** Events to stream (status 200), or a JSON error body. */
  events?: Record<string, unknown>[];
  body?: unknown;
}

/** The answer to a streaming Responses request with the scripted `text`. */
export function streamingAnswer(request: RecordedRequest, text: string, call: number): StreamAnswer {
  const body = bodyOf(request);
  const items = inputItems(body);
  const trigger = items.findIndex((item) => item?.type === 'compaction_trigger');
  if (trigger !== -1 && trigger !== items.length - 1) {
    const message = 'compaction_trigger must be the final input item';
    return { status: 400, body: { error: { message, type: 'invalid_request_error', param: 'input', code: null } } };
  }
  const item =
    trigger === -1
      ? {
          type: 'message',
          id: `msg_${call}`,
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text, annotations: [] }],
        }
      : { type: 'compaction', id: `cmp_${call}`, encrypted_content: `encrypted:${text}` };
  const input = countedResponsesTokens(body);
  const output = Math.ceil(text.length / 4);
  const usage = {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
  return {
    status: 200,
    events: responseEvents({ id: `resp_${call}`, model: body.model ?? 'fake-model' }, item, usage),
  };
}

/** The event sequence of one response with one output item. */
export function responseEvents(
  response: { id: string; model: string },
  item: Record<string, unknown>,
  usage: Record<string, unknown> | null,
): Record<string, unknown>[] {
  const base = { ...response, object: 'response', created_at: 1_700_000_000, error: null, incomplete_details: null };
  const inProgress = { ...base, status: 'in_progress', output: [], usage: null };
  return [
    { type: 'response.created', response: inProgress },
    { type: 'response.in_progress', response: inProgress },
    { type: 'response.output_item.added', output_index: 0, item },
    { type: 'response.output_item.done', output_index: 0, item },
    { type: 'response.completed', response: { ...base, status: 'completed', output: [item], usage } },
  ].map((event, sequence) => ({ ...event, sequence_number: sequence }));
}

/** Writes `events` as server-sent events and ends the response. */
export function sendEvents(res: ServerResponse, events: readonly Record<string, unknown>[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const event of events) res.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`);
  res.end();
}

/**
 * A wire-level fake LLM provider on 127.0.0.1:<random port> that the real SDKs talk to: it records every
 * request and answers each call from a script (text, a provider-shaped error, a hang, or a raw response),
 * shaping bodies by the request path (OpenAI chat/responses/responses-compact, Anthropic messages, Gemini generateContent, or a
 * generic `{summary}` endpoint). An Anthropic request with the compaction edit is answered as the server compacts
 * (anthropic-compaction.ts); a streaming Responses request (OpenAI V2 compaction among them) as server-sent events
 * (openai-compaction-stream.ts). When the script runs out it answers `summary <n>`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { compactionAnswer } from './anthropic-compaction';
import { isStreamingResponses, sendEvents, streamingAnswer } from './openai-compaction-stream';
import { errorBody, successBody, wireKindOf, type ErrorKind, type WireKind } from './provider-wire';

export type Step =
  | { readonly text: string; /** Answers after this many ms: a provider's latency. */ readonly delayMs?: number }
  | { readonly error: ErrorKind; readonly retryAfter?: string }
  | { readonly hang: true }
  | { readonly status: number; readonly body: unknown; readonly headers?: Record<string, string> }
  /** Server-sent events as they are (a stream the scripted test shapes itself). */
  | { readonly events: readonly Record<string, unknown>[] };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly kind: WireKind;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

export interface FakeProvider {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Appends steps answered in order by the next calls. */
  script(...steps: Step[]): void;
  /** Answers every unscripted call through this function instead of `summary <n>`. */
  respondWith(responder: (request: RecordedRequest, call: number) => Step): void;
  close(): Promise<void>;
}

/** Listens on `port` (default: a free one). */
export async function startFakeProvider(port = 0): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const steps: Step[] = [];
  const sockets = new Set<Socket>();
  let responder = (_request: RecordedRequest, call: number): Step => ({ text: `summary ${call}` });
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        kind: wireKindOf(req.url ?? ''),
        headers: req.headers,
        body: raw === '' ? undefined : JSON.parse(raw),
      };
      requests.push(request);
      answer(res, request, steps.shift() ?? responder(request, requests.length), requests.length);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    script: (...more) => void steps.push(...more),
    respondWith: (fn) => void (responder = fn),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function answer(res: ServerResponse, request: RecordedRequest, step: Step, call: number): void {
  if ('hang' in step) return;
  if ('events' in step) return sendEvents(res, step.events);
  if ('text' in step && isStreamingResponses(request)) {
    const streamed = streamingAnswer(request, step.text, call);
    const reply = () =>
      streamed.events ? sendEvents(res, streamed.events) : send(res, streamed.status, streamed.body);
    return void (step.delayMs ? setTimeout(reply, step.delayMs) : reply());
  }
  if ('text' in step) {
    const compaction = request.kind === 'anthropic' ? compactionAnswer(request, step.text, call) : undefined;
    const reply = compaction
      ? () => send(res, compaction.status, compaction.body)
      : () => send(res, 200, successBody(request.kind, step.text, call, request.body));
    return void (step.delayMs ? setTimeout(reply, step.delayMs) : reply());
  }
  if ('error' in step) {
    const { status, body } = errorBody(request.kind, step.error);
    return send(res, status, body, step.retryAfter ? { 'retry-after': step.retryAfter } : {});
  }
  send(res, step.status, step.body, step.headers);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

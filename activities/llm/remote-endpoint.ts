/**
 * The generic remote summarization endpoint (spec §7.1) as a Completer, so history windows and the short
 * summary can be POSTed to it instead of a model. Body `{systemPrompt, prompt, maxTokens}` → `{summary}`; a URL
 * whose path ends with `/chat/completions` gets the OpenAI chat shape instead. Each call has a timeout combined
 * with the caller's signal. Non-2xx answers are classified like SDK errors; a body without a summary, or with a
 * malformed usage, is rejected; the usage is the endpoint's own or estimated (remote-endpoint-answer.ts).
 * The URL is a tenant setting: every call is checked against the operator's allow-list, connects only to the
 * address that check resolved (endpoint-policy.ts), follows no redirect and reads at most 8 MiB of answer; a
 * refused URL is a non-retryable RemoteEndpointRefused, so the method chain passes on at once.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Tracer } from '@opentelemetry/api';
import { callWithDeadline } from './call-with-deadline';
import { inProviderSpan } from './provider-span';
import { classifyProviderError } from './classify-error';
import { checkRemoteEndpoint, guardedLookup, RemoteEndpointRefused, type Resolver } from './endpoint-policy';
import { failure } from '../failures';
import { chatAnswer, endpointUsage, plainAnswer } from './remote-endpoint-answer';
import type { Completer, CompletionRequest } from './providers/types';

export const REMOTE_ENDPOINT_TIMEOUT_MS = 180_000;

export interface RemoteEndpointOptions {
  readonly url: string;
  /** The operator's allow-list (COMPACTOR_REMOTE_ENDPOINT_ALLOW entries); empty refuses every URL. */
  readonly allow: readonly string[];
  /** DNS resolution (tests); default node:dns lookup. */
  readonly resolve?: Resolver;
  /** Sent as `Authorization: Bearer …` when set. */
  readonly apiKey?: string;
  /** Model name for the chat-completions shape. */
  readonly model?: string;
  readonly timeoutMs?: number;
  readonly now?: () => number;
  /** Set when the worker traces: a span per request (provider-span.ts). */
  readonly tracer?: Tracer;
}

/** An HTTP error answer, shaped like the SDK errors the classifier reads. */
class EndpointHttpError extends Error {
  override readonly name = 'EndpointHttpError';
  constructor(
    readonly status: number,
    readonly headers: Headers,
    body: string,
  ) {
    super(`${status} ${body.slice(0, 500) || '(no body)'}`);
  }
}

export function createRemoteEndpointCompleter(options: RemoteEndpointOptions): Completer {
  const chat = new URL(options.url).pathname.replace(/\/+$/, '').endsWith('/chat/completions');
  const model = `remote/${options.model ?? new URL(options.url).host}`;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? REMOTE_ENDPOINT_TIMEOUT_MS;
  const call = async (request: CompletionRequest, signal: AbortSignal) => {
    checkRemoteEndpoint(options.url, options.allow);
    const lookup = guardedLookup(options.url, options.allow, options.resolve);
    const body = JSON.stringify(chat ? chatBody(options.model, request) : plainBody(request));
    const headers = {
      'content-type': 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    };
    const response = await post(new URL(options.url), { body, headers, signal, lookup });
    if (response.status < 200 || response.status > 299) {
      throw new EndpointHttpError(response.status, response.headers, response.text);
    }
    return response.text;
  };
  return Object.freeze({
    model,
    reasoningEfforts: [],
    async complete(request: CompletionRequest) {
      const classify = (error: unknown) =>
        error instanceof RemoteEndpointRefused
          ? failure('RemoteEndpointRefused', { message: error.message, details: { model } })
          : classifyProviderError(error, { model, nowMs: now() });
      const text = await inProviderSpan(options.tracer, { kind: 'remote', model }, () =>
        callWithDeadline({ model, timeoutMs, signal: request.signal, classify }, (signal) => call(request, signal)),
      );
      // Read after the deadline's classifier: an unusable answer is a rejection of its own, not a provider error.
      const answer = chat ? chatAnswer(model, text) : plainAnswer(model, text);
      const { summary } = answer;
      if (summary === undefined) {
        throw failure('ProviderRejected', { message: `${model}: response has no summary`, details: { model } });
      }
      return { text: summary, usage: endpointUsage({ ...answer, summary }, request), model };
    },
  });
}

const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

interface Post {
  body: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  lookup: LookupFunction;
}

/** One POST over node:http(s) with the guarded lookup (fetch cannot pin the checked address); no redirects. */
function post(url: URL, { body, headers, signal, lookup }: Post) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const sent = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = client.request(url, { method: 'POST', headers: sent, signal, lookup }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) req.destroy(new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`));
        else chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') answer.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: answer, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const plainBody = (r: CompletionRequest) => ({ systemPrompt: r.system, prompt: r.prompt, maxTokens: r.maxTokens });

function chatBody(model: string | undefined, r: CompletionRequest) {
  return {
    model: model ?? 'default',
    messages: [
      { role: 'system', content: r.system },
      { role: 'user', content: r.prompt },
    ],
    stream: false,
    max_tokens: r.maxTokens,
  };
}

/**
 * The generic remote summarization endpoint (spec §7.1) as a Completer, so history windows and the short
 * summary can be POSTed to it instead of a model. Body `{systemPrompt, prompt, maxTokens}` → `{summary}`; a URL
 * whose path ends with `/chat/completions` gets the OpenAI chat shape instead. Each call has a timeout combined
 * with the caller's signal. Non-2xx answers are classified like SDK errors; a body without a summary is rejected.
 */
import { callWithDeadline } from './call-with-deadline';
import { classifyProviderError } from './classify-error';
import { failure } from '../failures';
import type { Completer, CompletionRequest } from './providers/types';

export const REMOTE_ENDPOINT_TIMEOUT_MS = 180_000;

export interface RemoteEndpointOptions {
  readonly url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  readonly apiKey?: string;
  /** Model name for the chat-completions shape. */
  readonly model?: string;
  readonly timeoutMs?: number;
  readonly now?: () => number;
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
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify(chat ? chatBody(options.model, request) : plainBody(request)),
      signal,
    });
    const text = await response.text();
    if (!response.ok) throw new EndpointHttpError(response.status, response.headers, text);
    return chat ? chatSummary(text) : plainSummary(text);
  };
  return Object.freeze({
    model,
    reasoningEfforts: [],
    async complete(request: CompletionRequest) {
      const classify = (error: unknown) => classifyProviderError(error, { model, nowMs: now() });
      const summary = await callWithDeadline({ model, timeoutMs, signal: request.signal, classify }, (signal) =>
        call(request, signal),
      );
      if (summary === undefined) {
        throw failure('ProviderRejected', { message: `${model}: response has no summary`, details: { model } });
      }
      return { text: summary, usage: { input: 0, output: 0 }, model };
    },
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

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function plainSummary(text: string): string | undefined {
  const summary = (parse(text) as { summary?: unknown } | undefined)?.summary;
  return typeof summary === 'string' ? summary : undefined;
}

function chatSummary(text: string): string | undefined {
  const body = parse(text) as { choices?: { message?: { content?: unknown } }[] } | undefined;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  return content
    .flatMap((part: { type?: string; text?: unknown }) => (typeof part?.text === 'string' ? [part.text] : []))
    .join('');
}

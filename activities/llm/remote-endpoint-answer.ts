/**
 * What the generic remote endpoint answered (spec §7.1), read from its body: the summary, and the tokens the call
 * used. The plain shape `{summary, usage?}` may carry `usage: {inputTokens, outputTokens, cachedTokens?}`; the OpenAI
 * chat shape its own `usage` (`prompt_tokens`, `completion_tokens`, `prompt_tokens_details.cached_tokens`). A usage
 * object of the wrong shape is an unusable answer (ProviderRejected naming the field): the endpoint's figures would
 * go into the bill unchecked. Without one the tokens are estimated from the request's and the summary's text (the
 * local bytes/4 estimate) and flagged estimated. No I/O.
 */
import { countTokens } from '../../core/compaction/tokens';
import { failure } from '../failures';
import type { CompletionRequest, CompletionUsage } from './providers/types';

export interface EndpointAnswer {
  summary: string | undefined;
  usage: CompletionUsage | undefined;
}

type Field = [path: string, value: unknown, required: boolean];

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The usage of `fields` ([input, output, cached]); undefined when `usage` is absent; a bad field fails. */
function usageOf(
  model: string,
  usage: unknown,
  fields: (u: Record<string, unknown>) => Field[],
): CompletionUsage | undefined {
  if (usage === undefined || usage === null) return undefined;
  const object = record(usage);
  if (!object) {
    throw failure('ProviderRejected', {
      message: `${model}: the answer's usage must be an object, got ${JSON.stringify(usage)}`,
      details: { model, field: 'usage' },
    });
  }
  const counts = fields(object).map(([path, value, required]) => {
    if (value === undefined && !required) return undefined;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    const got = value === undefined ? 'nothing' : JSON.stringify(value);
    throw failure('ProviderRejected', {
      message: `${model}: the answer's ${path} must be a non-negative integer, got ${got}`,
      details: { model, field: path },
    });
  });
  const [input, output, cached] = counts as [number, number, number | undefined];
  return { input, output, ...(cached !== undefined ? { cached } : {}) };
}

export function plainAnswer(model: string, text: string): EndpointAnswer {
  const body = record(parse(text));
  const summary = typeof body?.summary === 'string' ? body.summary : undefined;
  const usage = usageOf(model, body?.usage, (u) => [
    ['usage.inputTokens', u.inputTokens, true],
    ['usage.outputTokens', u.outputTokens, true],
    ['usage.cachedTokens', u.cachedTokens, false],
  ]);
  return { summary, usage };
}

export function chatAnswer(model: string, text: string): EndpointAnswer {
  const body = parse(text) as { choices?: { message?: { content?: unknown } }[]; usage?: unknown } | undefined;
  const content = body?.choices?.[0]?.message?.content;
  const summary =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content.flatMap((part: { text?: unknown }) => (typeof part?.text === 'string' ? [part.text] : [])).join('')
        : undefined;
  const usage = usageOf(model, body?.usage, (u) => [
    ['usage.prompt_tokens', u.prompt_tokens, true],
    ['usage.completion_tokens', u.completion_tokens, true],
    ['usage.prompt_tokens_details.cached_tokens', record(u.prompt_tokens_details)?.cached_tokens, false],
  ]);
  return { summary, usage };
}

/** The reported usage, else the local estimate of what was sent and answered, flagged estimated. */
export function endpointUsage(
  answer: EndpointAnswer & { summary: string },
  request: CompletionRequest,
): CompletionUsage {
  if (answer.usage) return answer.usage;
  return {
    input: countTokens(request.system) + countTokens(request.prompt),
    output: countTokens(answer.summary),
    estimated: true,
  };
}

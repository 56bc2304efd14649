/**
 * Chat completions through the openai SDK, for OpenAI itself (`openai-chat`) and any OpenAI-compatible
 * base URL (`openai-compatible`). SDK retries off: Temporal owns retrying. Throws the SDK's errors unchanged.
 */
import OpenAI from 'openai';
import { reasoningBudgetTokens } from '../../../core/summary';
import { openAiChatMessages } from './history-wire';
import { openAiChatTools } from './tool-wire';
import { cachedOf } from './cached-usage';
import type { CompletionRequest, ModelSpec, RawCompletion } from './types';

export async function completeOpenAiChat(spec: ModelSpec, request: CompletionRequest): Promise<RawCompletion> {
  const client = new OpenAI({ apiKey: spec.apiKey, baseURL: spec.baseUrl, maxRetries: 0, timeout: spec.timeoutMs });
  // OpenAI's own endpoint wants max_completion_tokens (reasoning models reject max_tokens); many compatible
  // servers only know max_tokens. Reasoning tokens count against the cap, so they get their own budget on top.
  const cap = request.maxTokens + (request.reasoning ? reasoningBudgetTokens(request.reasoning) : 0);
  const limit = spec.provider === 'openai-compatible' ? { max_tokens: cap } : { max_completion_tokens: cap };
  const response = await client.chat.completions.create(
    {
      model: spec.id,
      messages: openAiChatMessages(request),
      stream: false,
      ...limit,
      ...(request.reasoning ? { reasoning_effort: request.reasoning } : {}),
      ...openAiChatTools(request),
    },
    { signal: request.signal },
  );
  const choice = response.choices[0];
  return {
    text: choice?.message.content ?? '',
    usage: {
      input: response.usage?.prompt_tokens ?? 0,
      output: response.usage?.completion_tokens ?? 0,
      ...cachedOf(response.usage?.prompt_tokens_details?.cached_tokens),
    },
    stopReason: choice?.finish_reason,
  };
}

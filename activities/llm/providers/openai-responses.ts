/**
 * The OpenAI Responses API through the openai SDK (`openai`), non-streaming and not stored. SDK retries off:
 * Temporal owns retrying. Throws the SDK's errors unchanged.
 */
import OpenAI from 'openai';
import { reasoningBudgetTokens } from '../../../core/summary';
import { openAiResponsesInput } from './history-wire';
import { openAiResponsesTools } from './tool-wire';
import { cachedOf } from './cached-usage';
import type { CompletionRequest, ModelSpec, RawCompletion } from './types';

export async function completeOpenAiResponses(spec: ModelSpec, request: CompletionRequest): Promise<RawCompletion> {
  const client = new OpenAI({ apiKey: spec.apiKey, baseURL: spec.baseUrl, maxRetries: 0, timeout: spec.timeoutMs });
  const response = await client.responses.create(
    {
      model: spec.id,
      instructions: request.system,
      input: openAiResponsesInput(request),
      // Reasoning tokens count against the cap: the summary keeps its own budget on top of them.
      max_output_tokens: request.maxTokens + (request.reasoning ? reasoningBudgetTokens(request.reasoning) : 0),
      store: false,
      ...(request.reasoning ? { reasoning: { effort: request.reasoning } } : {}),
      ...openAiResponsesTools(request),
    },
    { signal: request.signal },
  );
  return {
    text: response.output_text,
    usage: {
      input: response.usage?.input_tokens ?? 0,
      output: response.usage?.output_tokens ?? 0,
      ...cachedOf(response.usage?.input_tokens_details?.cached_tokens),
    },
    stopReason: response.incomplete_details?.reason ?? response.status,
  };
}

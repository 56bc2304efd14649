/**
 * Anthropic messages through @anthropic-ai/sdk. A reasoning effort becomes an extended-thinking budget on top
 * of the summary's own output cap. SDK retries off: Temporal owns retrying. Throws the SDK's errors unchanged.
 */
import Anthropic from '@anthropic-ai/sdk';
import { reasoningBudgetTokens } from '../../../core/summary';
import { anthropicMessages } from './history-wire';
import { anthropicTools } from './tool-wire';
import { cachedOf } from './cached-usage';
import type { CompletionRequest, ModelSpec, RawCompletion } from './types';

export async function completeAnthropic(spec: ModelSpec, request: CompletionRequest): Promise<RawCompletion> {
  const client = new Anthropic({ apiKey: spec.apiKey, baseURL: spec.baseUrl, maxRetries: 0, timeout: spec.timeoutMs });
  const budget = request.reasoning ? reasoningBudgetTokens(request.reasoning) : 0;
  const message = await client.messages.create(
    {
      model: spec.id,
      system: request.system,
      messages: anthropicMessages(request),
      max_tokens: request.maxTokens + budget,
      ...(budget > 0 ? { thinking: { type: 'enabled' as const, budget_tokens: budget } } : {}),
      ...anthropicTools(request),
    },
    { signal: request.signal },
  );
  const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
  return {
    text,
    usage: {
      input: message.usage.input_tokens,
      output: message.usage.output_tokens,
      ...cachedOf(message.usage.cache_read_input_tokens),
    },
    stopReason: message.stop_reason ?? undefined,
  };
}

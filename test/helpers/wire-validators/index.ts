/**
 * Each provider's request rules as a validator (one file per provider), and the assertion every wire-format test
 * holds its outputs to. A validator returns the violations it finds, each naming its rule and source.
 */
import type { ProviderFormatName } from '../../../core/formats';
import { validateAnthropic } from './anthropic';
import { validateGemini } from './gemini';
import { validateOpenAiChat } from './openai-chat';
import { validateOpenAiResponses } from './openai-responses';
import type { Violation } from './rules';

const VALIDATORS: Record<ProviderFormatName, (request: unknown) => Violation[]> = {
  anthropic: validateAnthropic,
  'openai-chat': validateOpenAiChat,
  'openai-responses': validateOpenAiResponses,
  gemini: validateGemini,
};

export function violations(format: ProviderFormatName, request: unknown): Violation[] {
  return VALIDATORS[format](request);
}

/** Fails with every broken rule and the request itself when the provider would reject it. */
export function expectAcceptedRequest(format: ProviderFormatName, request: unknown): void {
  const found = violations(format, request);
  if (found.length > 0) {
    const lines = found.map((x) => `  ${x.path || '/'}: ${x.rule}`).join('\n');
    throw new Error(`${format} request breaks ${found.length} rule(s):\n${lines}\n${JSON.stringify(request, null, 2)}`);
  }
}

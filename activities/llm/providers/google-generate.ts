/**
 * Gemini generateContent through @google/genai. The SDK's own retries stay off (attempts: 1) and its error
 * objects drop response headers, so a wrapping fetch captures `retry-after` for the classifier. Passing our own
 * fetch also avoids the SDK's undici-dispatcher lookup, which fails under jest's module sandbox.
 */
import { GoogleGenAI } from '@google/genai';
import { reasoningBudgetTokens } from '../../../core/summary';
import { GoogleCallError } from './google-call-error';
import { googleContents } from './history-wire';
import { googleTools } from './tool-wire';
import { cachedOf } from './cached-usage';
import { imageTokensOf } from './image-usage';
import type { CompletionRequest, ModelSpec, RawCompletion } from './types';

export async function completeGoogle(spec: ModelSpec, request: CompletionRequest): Promise<RawCompletion> {
  let retryAfter: string | null = null;
  const capturingFetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fetch(...args);
    retryAfter = response.headers.get('retry-after');
    return response;
  };
  const ai = new GoogleGenAI({
    apiKey: spec.apiKey,
    httpOptions: {
      baseUrl: spec.baseUrl,
      timeout: spec.timeoutMs,
      retryOptions: { attempts: 1 },
      fetch: capturingFetch,
    },
  });
  const budget = request.reasoning ? reasoningBudgetTokens(request.reasoning) : 0;
  try {
    const response = await ai.models.generateContent({
      model: spec.id,
      contents: googleContents(request),
      config: {
        systemInstruction: request.system,
        maxOutputTokens: request.maxTokens + budget,
        abortSignal: request.signal,
        ...(budget > 0 ? { thinkingConfig: { thinkingBudget: budget } } : {}),
        ...googleTools(request),
      },
    });
    return {
      text: response.text ?? '',
      usage: {
        input: response.usageMetadata?.promptTokenCount ?? 0,
        output: response.usageMetadata?.candidatesTokenCount ?? 0,
        ...cachedOf(response.usageMetadata?.cachedContentTokenCount),
        ...imageTokensOf(response.usageMetadata?.promptTokensDetails),
      },
      stopReason: response.candidates?.[0]?.finishReason,
    };
  } catch (error) {
    throw new GoogleCallError(error, retryAfter);
  }
}

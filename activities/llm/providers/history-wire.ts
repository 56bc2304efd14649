/**
 * The request's turns in each provider's wire form, through the one encoder per provider in core/formats: the live
 * turn's converted history repaired by the shared pairing pass (every call answered, orphaned results as user
 * text, text between a call and its results after them, ids sanitized), then the prompt as the last user message.
 * No target model is named, so no thinking or signature is sent (a handoff may go to another model). Without a
 * history the prompt is the only message, in its plain form, as for every summary.
 */
import { encodeAnthropicGa } from '../../../core/formats/anthropic/encode';
import { encodeGemini } from '../../../core/formats/gemini/encode';
import { capImages, DEFAULT_IMAGE_CAPS } from '../../../core/formats/images';
import type { ProviderFormatName } from '../../../core/formats/names';
import { encodeOpenAiChat } from '../../../core/formats/openai-chat/encode';
import { encodeOpenAiResponses } from '../../../core/formats/openai-responses/encode';
import { pairToolTurns, type PreparedTurn } from '../../../core/formats/pairing';
import type { CompletionRequest } from './types';

function turnsOf(request: CompletionRequest, format: ProviderFormatName): PreparedTurn[] {
  const prompt: PreparedTurn = { kind: 'input', role: 'user', content: [{ type: 'text', text: request.prompt }] };
  return capImages([...pairToolTurns(request.history ?? []), prompt], DEFAULT_IMAGE_CAPS[format]);
}

export function openAiChatMessages(request: CompletionRequest) {
  return encodeOpenAiChat(turnsOf(request, 'openai-chat'), { systemPrompt: request.system }).messages;
}

/** The Responses API input: a plain string without history, else message and function-call items. */
export function openAiResponsesInput(request: CompletionRequest) {
  if (!request.history?.length) return request.prompt;
  return encodeOpenAiResponses(turnsOf(request, 'openai-responses'), {}).input;
}

/**
 * Anthropic messages: tool results travel in user turns; consecutive same-role turns merge into one, except the
 * prompt, which stays a message of its own after the history (the live turn's request prefix, for the prompt
 * cache; the API combines consecutive user turns itself).
 */
export function anthropicMessages(request: CompletionRequest) {
  if (!request.history?.length) return [{ role: 'user' as const, content: request.prompt }];
  const history = capImages(pairToolTurns(request.history), DEFAULT_IMAGE_CAPS.anthropic);
  const messages = encodeAnthropicGa(history, {});
  return [...messages, { role: 'user' as const, content: [{ type: 'text' as const, text: request.prompt }] }];
}

/** Gemini contents: `model` for the assistant, function responses in user turns; same-role turns merge. */
export function googleContents(request: CompletionRequest) {
  if (!request.history?.length) return request.prompt;
  return encodeGemini(turnsOf(request, 'gemini'), {}).contents;
}

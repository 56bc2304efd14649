/**
 * The tool definitions and tool choice of a CompletionRequest in each provider's wire form (compaction spec §8: a
 * handoff sends the live agent's tools with tool choice "none"). The definitions come from the format encoders in
 * core/formats; the tool choice is the handoff's own. Nothing is sent without tools: OpenAI rejects a tool_choice
 * that has no tools beside it.
 */
import { anthropicTools as anthropicToolDefinitions } from '../../../core/formats/anthropic/encode';
import { geminiTools } from '../../../core/formats/gemini/encode';
import { openAiChatTools as chatToolDefinitions } from '../../../core/formats/openai-chat/encode';
import { openAiResponsesTools as responsesToolDefinitions } from '../../../core/formats/openai-responses/encode';
import type { CompletionRequest } from './types';

const choice = <T>(request: CompletionRequest, wire: (c: NonNullable<CompletionRequest['toolChoice']>) => T) =>
  request.toolChoice ? { tool_choice: wire(request.toolChoice) } : {};

export function openAiChatTools(request: CompletionRequest) {
  const tools = chatToolDefinitions(request);
  return tools ? { tools, ...choice(request, (c) => c) } : {};
}

export function openAiResponsesTools(request: CompletionRequest) {
  const tools = responsesToolDefinitions(request);
  return tools ? { tools, ...choice(request, (c) => c) } : {};
}

export function anthropicTools(request: CompletionRequest) {
  const tools = anthropicToolDefinitions(request);
  return tools ? { tools, ...choice(request, (c) => ({ type: c })) } : {};
}

const GOOGLE_MODES = { none: 'NONE', auto: 'AUTO' } as const;

export function googleTools(request: CompletionRequest) {
  const tools = geminiTools(request);
  if (!tools) return {};
  const mode = request.toolChoice
    ? { toolConfig: { functionCallingConfig: { mode: GOOGLE_MODES[request.toolChoice] } } }
    : {};
  return { tools, ...mode };
}

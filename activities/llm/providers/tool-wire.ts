/**
 * The tool definitions and tool choice of a CompletionRequest in each provider's wire form (compaction spec §8: a
 * handoff sends the live agent's tools with tool choice "none"). Nothing is sent without tools: OpenAI rejects a
 * tool_choice that has no tools beside it.
 */
import type { CompletionRequest } from './types';

const toolsOf = (request: CompletionRequest) => (request.tools?.length ? request.tools : undefined);

export function openAiChatTools(request: CompletionRequest) {
  const tools = toolsOf(request);
  if (!tools) return {};
  return {
    tools: tools.map((t) => ({
      type: 'function' as const,
      function: { name: t.name, description: t.description, parameters: t.parameters },
    })),
    ...(request.toolChoice ? { tool_choice: request.toolChoice } : {}),
  };
}

export function openAiResponsesTools(request: CompletionRequest) {
  const tools = toolsOf(request);
  if (!tools) return {};
  return {
    tools: tools.map((t) => ({
      type: 'function' as const,
      name: t.name,
      description: t.description,
      parameters: t.parameters,
      // The agent's schemas are not written for strict mode (every property required, no extra keys).
      strict: false,
    })),
    ...(request.toolChoice ? { tool_choice: request.toolChoice } : {}),
  };
}

export function anthropicTools(request: CompletionRequest) {
  const tools = toolsOf(request);
  if (!tools) return {};
  return {
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      input_schema: t.parameters as { type: 'object'; [key: string]: unknown },
    })),
    ...(request.toolChoice ? { tool_choice: { type: request.toolChoice } } : {}),
  };
}

const GOOGLE_MODES = { none: 'NONE', auto: 'AUTO' } as const;

export function googleTools(request: CompletionRequest) {
  const tools = toolsOf(request);
  if (!tools) return {};
  return {
    tools: [
      {
        functionDeclarations: tools.map((t) => ({
          name: t.name,
          description: t.description,
          parametersJsonSchema: t.parameters,
        })),
      },
    ],
    ...(request.toolChoice
      ? { toolConfig: { functionCallingConfig: { mode: GOOGLE_MODES[request.toolChoice] } } }
      : {}),
  };
}

/**
 * The request's turns in each provider's wire form: the converted history (history-turns.ts) as real messages, then
 * the prompt as the last user message. Without a history the prompt is the only message, as for every summary.
 */
import { historyTurns, type HistoryTurn } from './history-turns';
import type { CompletionRequest } from './types';

const turnsOf = (request: CompletionRequest): HistoryTurn[] => historyTurns(request.history ?? []);

export function openAiChatMessages(request: CompletionRequest) {
  const history = turnsOf(request).map((turn) => {
    if (turn.role === 'user') return { role: 'user' as const, content: turn.text };
    if (turn.role === 'tool') return { role: 'tool' as const, tool_call_id: turn.callId, content: turn.text };
    return {
      role: 'assistant' as const,
      content: turn.text || null,
      ...(turn.calls.length
        ? {
            tool_calls: turn.calls.map((c) => ({
              id: c.id,
              type: 'function' as const,
              function: { name: c.name, arguments: JSON.stringify(c.args) },
            })),
          }
        : {}),
    };
  });
  return [
    { role: 'system' as const, content: request.system },
    ...history,
    { role: 'user' as const, content: request.prompt },
  ];
}

type ResponsesItem =
  | { role: 'user' | 'assistant'; content: string }
  | { type: 'function_call'; call_id: string; name: string; arguments: string }
  | { type: 'function_call_output'; call_id: string; output: string };

/** The Responses API input: a plain string without history, else message and function-call items. */
export function openAiResponsesInput(request: CompletionRequest) {
  const turns = turnsOf(request);
  if (turns.length === 0) return request.prompt;
  const items = turns.flatMap((turn): ResponsesItem[] => {
    if (turn.role === 'user') return [{ role: 'user' as const, content: turn.text }];
    if (turn.role === 'tool')
      return [{ type: 'function_call_output' as const, call_id: turn.callId, output: turn.text }];
    return [
      ...(turn.text ? [{ role: 'assistant' as const, content: turn.text }] : []),
      ...turn.calls.map((c) => ({
        type: 'function_call' as const,
        call_id: c.id,
        name: c.name,
        arguments: JSON.stringify(c.args),
      })),
    ];
  });
  return [...items, { role: 'user', content: request.prompt } satisfies ResponsesItem];
}

type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string; is_error: boolean };

/** Anthropic messages: tool results travel in user turns; consecutive same-role turns merge into one. */
export function anthropicMessages(request: CompletionRequest) {
  const messages: { role: 'user' | 'assistant'; content: AnthropicBlock[] }[] = [];
  const push = (role: 'user' | 'assistant', blocks: AnthropicBlock[]) => {
    const last = messages[messages.length - 1];
    if (last?.role === role) last.content.push(...blocks);
    else messages.push({ role, content: blocks });
  };
  for (const turn of turnsOf(request)) {
    if (turn.role === 'user') push('user', [{ type: 'text', text: turn.text }]);
    else if (turn.role === 'tool') {
      push('user', [{ type: 'tool_result', tool_use_id: turn.callId, content: turn.text, is_error: turn.isError }]);
    } else {
      const text: AnthropicBlock[] = turn.text ? [{ type: 'text', text: turn.text }] : [];
      push('assistant', [
        ...text,
        ...turn.calls.map((c) => ({ type: 'tool_use' as const, id: c.id, name: c.name, input: c.args })),
      ]);
    }
  }
  if (messages.length === 0) return [{ role: 'user' as const, content: request.prompt }];
  // The prompt stays a message of its own (the API combines consecutive user turns itself).
  messages.push({ role: 'user', content: [{ type: 'text', text: request.prompt }] });
  return messages;
}

type GooglePart =
  | { text: string }
  | { functionCall: { name: string; args: Record<string, unknown> } }
  | { functionResponse: { name: string; response: Record<string, unknown> } };

/** Gemini contents: `model` for the assistant, function responses in user turns; same-role turns merge. */
export function googleContents(request: CompletionRequest) {
  const contents: { role: 'user' | 'model'; parts: GooglePart[] }[] = [];
  const push = (role: 'user' | 'model', parts: GooglePart[]) => {
    const last = contents[contents.length - 1];
    if (last?.role === role) last.parts.push(...parts);
    else contents.push({ role, parts });
  };
  for (const turn of turnsOf(request)) {
    if (turn.role === 'user') push('user', [{ text: turn.text }]);
    else if (turn.role === 'tool') {
      const response = turn.isError ? { error: turn.text } : { output: turn.text };
      push('user', [{ functionResponse: { name: turn.name, response } }]);
    } else {
      const text = turn.text ? [{ text: turn.text }] : [];
      push('model', [...text, ...turn.calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))]);
    }
  }
  if (contents.length === 0) return request.prompt;
  push('user', [{ text: request.prompt }]);
  return contents;
}

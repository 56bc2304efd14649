/**
 * A fake agent model for the fake provider (`respondWith`): it works through a task by calling the `read` tool on
 * each of `files`, then answers, in the wire shape of the API the SDK called (Anthropic Messages, OpenAI Responses
 * or Chat Completions, Gemini): tool calls with their ids, usage measured from the request, the provider's real
 * context-overflow error once the prompt exceeds `contextLimitTokens`, and a length stop on the answers listed in
 * `lengthStopAt` (1-based). State is the count of answers given, not the prompt, so a compacted prompt continues.
 */
import type { RecordedRequest, Step } from './fake-provider-server';
import { errorBody, type WireKind } from './provider-wire';

export interface AgentModelOptions {
  files: readonly string[];
  /** Prompts longer than this (about four characters a token) are refused with the provider's overflow error. */
  contextLimitTokens: number;
  /** Answers (1-based, counting answers only) that stop on the output limit instead. */
  lengthStopAt?: readonly number[];
  /** The model id the answers report. */
  model?: string;
}

export interface AgentModel {
  respond(request: RecordedRequest): Step;
  /** What happened, in order: `answer`, `overflow` or `length`. */
  readonly log: string[];
}

export function agentModel(options: AgentModelOptions): AgentModel {
  const log: string[] = [];
  let answers = 0;
  return {
    log,
    respond(request) {
      const prompt = Math.ceil(JSON.stringify(request.body ?? '').length / 4);
      if (prompt > options.contextLimitTokens) {
        log.push('overflow');
        return errorBody(request.kind, 'overflow');
      }
      answers += 1;
      const usage = { prompt, output: 40 };
      const model = options.model ?? 'fake-agent-model';
      if (options.lengthStopAt?.includes(answers)) {
        log.push('length');
        return { status: 200, body: lengthStop(request.kind, model, usage, answers) };
      }
      log.push('answer');
      const file = options.files[answers - 1];
      const body = file
        ? toolCall(request.kind, model, usage, answers, { name: 'read', arguments: { path: file } })
        : finalText(request.kind, model, usage, answers, `Read ${options.files.length} files; all done.`);
      return { status: 200, body };
    },
  };
}

interface Usage {
  prompt: number;
  output: number;
}

function usageOf(kind: WireKind, u: Usage) {
  if (kind === 'anthropic') return { input_tokens: u.prompt, output_tokens: u.output };
  if (kind === 'openai-chat') {
    return { prompt_tokens: u.prompt, completion_tokens: u.output, total_tokens: u.prompt + u.output };
  }
  return { input_tokens: u.prompt, output_tokens: u.output, total_tokens: u.prompt + u.output };
}

function toolCall(kind: WireKind, model: string, usage: Usage, n: number, call: { name: string; arguments: object }) {
  const id = `call_${n}`;
  const args = JSON.stringify(call.arguments);
  switch (kind) {
    case 'anthropic':
      return anthropicMessage(
        model,
        usage,
        n,
        [{ type: 'tool_use', id: `toolu_${n}`, name: call.name, input: call.arguments }],
        'tool_use',
      );
    case 'openai-responses':
      return responsesBody(model, usage, n, 'completed', [
        { type: 'function_call', id: `fc_${n}`, call_id: id, name: call.name, arguments: args, status: 'completed' },
      ]);
    case 'openai-chat':
      return chatBody(
        model,
        usage,
        n,
        { content: null, tool_calls: [{ id, type: 'function', function: { name: call.name, arguments: args } }] },
        'tool_calls',
      );
    default:
      throw new Error(`the agent model does not speak ${kind}`);
  }
}

function finalText(kind: WireKind, model: string, usage: Usage, n: number, text: string) {
  switch (kind) {
    case 'anthropic':
      return anthropicMessage(model, usage, n, [{ type: 'text', text }], 'end_turn');
    case 'openai-responses':
      return responsesBody(model, usage, n, 'completed', [outputMessage(n, text, 'completed')]);
    case 'openai-chat':
      return chatBody(model, usage, n, { content: text }, 'stop');
    default:
      throw new Error(`the agent model does not speak ${kind}`);
  }
}

function lengthStop(kind: WireKind, model: string, usage: Usage, n: number) {
  const text = 'I will now read the next file and';
  switch (kind) {
    case 'anthropic':
      return anthropicMessage(model, usage, n, [{ type: 'text', text }], 'max_tokens');
    case 'openai-responses':
      return {
        ...responsesBody(model, usage, n, 'incomplete', [outputMessage(n, text, 'incomplete')]),
        incomplete_details: { reason: 'max_output_tokens' },
      };
    case 'openai-chat':
      return chatBody(model, usage, n, { content: text }, 'length');
    default:
      throw new Error(`the agent model does not speak ${kind}`);
  }
}

const anthropicMessage = (model: string, usage: Usage, n: number, content: unknown[], stop: string) => ({
  id: `msg_${n}`,
  type: 'message',
  role: 'assistant',
  model,
  content,
  stop_reason: stop,
  stop_sequence: null,
  usage: usageOf('anthropic', usage),
});

const outputMessage = (n: number, text: string, status: string) => ({
  type: 'message',
  id: `msg_${n}`,
  status,
  role: 'assistant',
  content: [{ type: 'output_text', text, annotations: [] }],
});

const responsesBody = (model: string, usage: Usage, n: number, status: string, output: unknown[]) => ({
  id: `resp_${n}`,
  object: 'response',
  created_at: 1_767_225_600 + n,
  status,
  model,
  output,
  usage: usageOf('openai-responses', usage),
});

const chatBody = (model: string, usage: Usage, n: number, message: Record<string, unknown>, finish: string) => ({
  id: `chatcmpl-${n}`,
  object: 'chat.completion',
  created: 1_767_225_600 + n,
  model,
  choices: [
    { index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finish, logprobs: null },
  ],
  usage: usageOf('openai-chat', usage),
});

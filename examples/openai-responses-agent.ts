/**
 * An agent loop on the OpenAI SDK's Responses API that never converts a message. Each step posts what the loop
 * added (the user's task, the function call outputs) as a turn's `input`, reads the session's context in the
 * `openai-responses` format, spreads it into `openai.responses.create` (with `store: false`: the context carries the
 * whole history) and posts the Response — or the failed call's status and body — as the next turn, then runs the
 * functions the answer called. (Input goes in before the read: a context never ends in an open call.) When a turn
 * starts a compaction (the prompt overflowed the model's window, or the response was incomplete on
 * `max_output_tokens`) the loop awaits it and, when the result says `willRetry`, asks again on the compacted context;
 * after a threshold compaction whose result carries a `continuationPrompt`, that prompt is the next user turn.
 *
 * Run it against `compactor serve` and the OpenAI API (or any server that speaks it, via OPENAI_BASE_URL):
 *
 *   npx compactor tenant create demo && npx compactor key create --tenant demo     # prints the key once
 *   npx compactor serve &                                                           # http://127.0.0.1:8787
 *   COMPACTOR_API_KEY=ck_… OPENAI_API_KEY=sk-… npx tsx examples/openai-responses-agent.ts
 */
import OpenAI from 'openai';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { appendTurn, getContext, type CompactorClient, type TurnOf } from '../client';
import { awaitCompaction, compactionReport, runDemo, runMain, type AgentReport, type ToolBox } from './agent-loop';

export interface ResponsesAgentOptions {
  compactor: CompactorClient;
  openai: OpenAI;
  sessionId: string;
  /** The model id, e.g. gpt-5 (the session's model setting names the same one). */
  model: string;
  task: string;
  tools: ToolBox;
  maxSteps?: number;
}

type Input = ResponseInputItem.FunctionCallOutput | OpenAI.Responses.EasyInputMessage;

export async function runResponsesAgent(options: ResponsesAgentOptions): Promise<AgentReport> {
  const { compactor, openai, sessionId } = options;
  const report: AgentReport = { steps: 0, compactions: [], answer: '' };
  let input: Input[] = [{ role: 'user', content: options.task }];
  while (report.steps < (options.maxSteps ?? 50)) {
    report.steps += 1;
    // What the loop added (the task, the tool results) goes in first: a context never ends in an open tool call.
    if (input.length > 0) await post(compactor, sessionId, { input }, `input-${report.steps}`);
    input = [];
    const { data: context, error } = await getContext(compactor, sessionId, 'openai-responses');
    if (!context) throw new Error(`context: ${JSON.stringify(error)}`);
    let turn: TurnOf<'openai-responses'>;
    let response: OpenAI.Responses.Response | undefined;
    try {
      response = await openai.responses.create({ model: options.model, store: false, ...context.request });
      turn = { response };
    } catch (failure) {
      if (!(failure instanceof OpenAI.APIError) || failure.status === undefined) throw failure;
      // The SDK keeps the body's `error` object; the turn takes the body as the provider sent it.
      turn = { error: { status: failure.status, body: { error: failure.error } } };
    }
    const appended = await post(compactor, sessionId, turn, `answer-${report.steps}`);
    let continuation: string | undefined;
    if (appended.compaction) {
      const result = await awaitCompaction(compactor, sessionId, appended.compaction.id);
      report.compactions.push(compactionReport(appended.compaction.trigger, result));
      // The failed or incomplete answer is off the active path now: ask again on the compacted context.
      if (result.willRetry) continue;
      continuation = result.continuationPrompt;
    }
    if (!response) throw new Error(`the model call failed: ${JSON.stringify(turn.error)}`);
    const calls = response.output.filter((item) => item.type === 'function_call');
    // After a threshold compaction the continuation prompt is the next user turn (after the tool outputs, if any).
    const resume: Input[] = continuation ? [{ role: 'user', content: continuation }] : [];
    if (calls.length > 0 || continuation) {
      input = [...(await Promise.all(calls.map((call) => runFunction(options.tools, call)))), ...resume];
      continue;
    }
    report.answer = response.output_text;
    if (response.status !== 'incomplete') return report;
    input = [{ role: 'user', content: 'Continue.' }];
  }
  throw new Error(`no answer after ${report.steps} steps`);
}

/** Posts one turn; the idempotency key makes a retried post (after a lost answer) append it once. */
async function post(compactor: CompactorClient, sessionId: string, turn: TurnOf<'openai-responses'>, key: string) {
  const { data, error } = await appendTurn(compactor, sessionId, 'openai-responses', turn, { idempotencyKey: key });
  if (!data) throw new Error(`turn: ${JSON.stringify(error)}`);
  return data;
}

async function runFunction(
  tools: ToolBox,
  call: OpenAI.Responses.ResponseFunctionToolCall,
): Promise<ResponseInputItem.FunctionCallOutput> {
  const tool = tools[call.name];
  const output = tool ? await tool(JSON.parse(call.arguments) as Record<string, unknown>) : `no tool ${call.name}`;
  return { type: 'function_call_output', call_id: call.call_id, output };
}

if (require.main === module) {
  const model = process.env.OPENAI_MODEL ?? 'gpt-5';
  runMain(() => runDemo(`openai/${model}`, (demo) => runResponsesAgent({ ...demo, openai: new OpenAI(), model })));
}

/**
 * An agent loop on the Anthropic SDK that never converts a message. Each step posts what the loop added (the
 * user's task, the tool results) as a turn's `input`, reads the session's context in the `anthropic` format,
 * spreads it into `anthropic.beta.messages.create` (a context may carry a server-side compaction block) and posts the Message — or the failed call's status and body — as the
 * next turn, then runs the tools the answer asked for. (Input goes in before the read: a context never ends in an
 * open tool call.) When a turn starts a compaction (the prompt overflowed the model's window, or an answer stopped
 * on `max_tokens`) the loop awaits it and, when the result says `willRetry`, asks again on the compacted context;
 * after a threshold compaction whose result carries a `continuationPrompt`, that prompt is the next user turn.
 *
 * Run it against `compactor serve` and the Anthropic API (or any server that speaks it, via ANTHROPIC_BASE_URL):
 *
 *   npx compactor tenant create demo && npx compactor key create --tenant demo     # prints the key once
 *   npx compactor serve &                                                           # http://127.0.0.1:8787
 *   COMPACTOR_API_KEY=ck_… ANTHROPIC_API_KEY=sk-ant-… npx tsx examples/anthropic-agent.ts
 */
import Anthropic from '@anthropic-ai/sdk';
import { appendTurn, getContext, type CompactorClient, type TurnOf } from '../client';
import { awaitCompaction, compactionReport, runDemo, runMain, type AgentReport, type ToolBox } from './agent-loop';

/** The beta of Anthropic's server-side compaction blocks, which a context may carry. */
const COMPACTION_BETA = 'compact-2026-01-12';

export interface AnthropicAgentOptions {
  compactor: CompactorClient;
  anthropic: Anthropic;
  sessionId: string;
  /** The model id, e.g. claude-sonnet-4-5 (the session's model setting names the same one). */
  model: string;
  task: string;
  tools: ToolBox;
  maxSteps?: number;
}

export async function runAnthropicAgent(options: AnthropicAgentOptions): Promise<AgentReport> {
  const { compactor, anthropic, sessionId } = options;
  const report: AgentReport = { steps: 0, compactions: [], answer: '' };
  let input: Anthropic.UserMessageParam[] = [{ role: 'user', content: options.task }];
  while (report.steps < (options.maxSteps ?? 50)) {
    report.steps += 1;
    // What the loop added (the task, the tool results) goes in first: a context never ends in an open tool call.
    if (input.length > 0) await post(compactor, sessionId, { input }, `input-${report.steps}`);
    input = [];
    const { data: context, error } = await getContext(compactor, sessionId, 'anthropic');
    if (!context) throw new Error(`context: ${JSON.stringify(error)}`);
    let turn: TurnOf<'anthropic'>;
    let message: Anthropic.Beta.BetaMessage | undefined;
    try {
      // The beta route: a context after Anthropic's server-side compaction starts with its compaction block.
      const params = { model: options.model, max_tokens: 4096, betas: [COMPACTION_BETA], ...context.request };
      message = await anthropic.beta.messages.create(params);
      turn = { response: message };
    } catch (failure) {
      if (!(failure instanceof Anthropic.APIError) || failure.status === undefined) throw failure;
      turn = { error: { status: failure.status, body: failure.error } };
    }
    const appended = await post(compactor, sessionId, turn, `answer-${report.steps}`);
    let continuation: string | undefined;
    if (appended.compaction) {
      const result = await awaitCompaction(compactor, sessionId, appended.compaction.id);
      report.compactions.push(compactionReport(appended.compaction.trigger, result));
      // The failed or cut-off answer is off the active path now: ask again on the compacted context.
      if (result.willRetry) continue;
      continuation = result.continuationPrompt;
    }
    if (!message) throw new Error(`the model call failed: ${JSON.stringify(turn.error)}`);
    const calls = message.content.filter((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use');
    // After a threshold compaction the continuation prompt is the next user turn (after the tool results, if any).
    const resume: Anthropic.TextBlockParam[] = continuation ? [{ type: 'text', text: continuation }] : [];
    if (calls.length > 0 || continuation) {
      const results = await Promise.all(calls.map((call) => runTool(options.tools, call)));
      input = [{ role: 'user', content: [...results, ...resume] }];
      continue;
    }
    report.answer = message.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
    if (message.stop_reason !== 'max_tokens') return report;
    input = [{ role: 'user', content: 'Continue.' }];
  }
  throw new Error(`no answer after ${report.steps} steps`);
}

/** Posts one turn; the idempotency key makes a retried post (after a lost answer) append it once. */
async function post(compactor: CompactorClient, sessionId: string, turn: TurnOf<'anthropic'>, key: string) {
  const { data, error } = await appendTurn(compactor, sessionId, 'anthropic', turn, { idempotencyKey: key });
  if (!data) throw new Error(`turn: ${JSON.stringify(error)}`);
  return data;
}

async function runTool(tools: ToolBox, call: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
  const tool = tools[call.name];
  if (!tool) return { type: 'tool_result', tool_use_id: call.id, content: `no tool ${call.name}`, is_error: true };
  return { type: 'tool_result', tool_use_id: call.id, content: await tool(call.input as Record<string, unknown>) };
}

if (require.main === module) {
  const model = process.env.ANTHROPIC_MODEL ?? 'claude-sonnet-4-5';
  runMain(() =>
    runDemo(`anthropic/${model}`, (demo) => runAnthropicAgent({ ...demo, anthropic: new Anthropic(), model })),
  );
}

/**
 * One agent session as a host drives it through the API during a soak: read the context (checked: every provider
 * format's export is a request the provider accepts, and it ends with the last acknowledged answer), "call the
 * model" (a think time), append the turn with an idempotency key and `If-Match: "leaf:<id>"`, and when the append
 * started a compaction await it and read its result. Everything acknowledged goes into the ledger.
 */
import type { AgentMessage } from '../../../core/session/messages';
import { encodeContext, PROVIDER_FORMATS } from '../../../core/formats';
import { violations } from '../wire-validators';
import type { HostClient, Traffic } from './host-client';
import type { Ledger } from './ledger';

export const SESSION_MODEL = 'anthropic/claude-sonnet-4-5';

export interface SessionPlan {
  tenantId: string;
  sessionId: string;
  client: HostClient;
  ledger: Ledger;
  traffic: Traffic;
  /** Settings of the session: auto-compaction on, with a small threshold so that compactions are frequent. */
  compaction: { thresholdTokens: number; keepRecentTokens: number };
  /** Characters of each turn's tool output (4 characters ≈ 1 token). */
  toolOutputChars: number;
  /** The model's answer time of one turn, drawn per turn. */
  thinkMs: () => number;
  /** No turn starts after this time. */
  until: number;
}

interface ContextView {
  messages: AgentMessage[];
  tokens: number;
  leafId: string | null;
}

/** Runs turns until the plan's end; resolves with the number of turns acknowledged. */
export async function driveSession(plan: SessionPlan): Promise<number> {
  const base = `/v1/sessions/${plan.sessionId}`;
  const created = await plan.client.send('create', 'POST', '/v1/sessions', {
    json: { id: plan.sessionId, model: SESSION_MODEL, settings: { autoCompaction: true, compaction: plan.compaction } },
  });
  // A retried create whose first attempt was stored answers 409: the session exists, as asked.
  expectStatus(plan, 'create', created.status, [201, 409]);
  let context = await readContext(plan, undefined);
  let turn = 0;
  while (Date.now() < plan.until) {
    await new Promise((resolve) => setTimeout(resolve, plan.thinkMs()));
    const key = `${plan.sessionId}:turn-${turn}`;
    for (;;) {
      const entries = turnEntries(plan, turn, context);
      const answer = await plan.client.send('append', 'POST', `${base}/entries`, {
        json: { entries },
        headers: { 'idempotency-key': key, 'if-match': `"leaf:${context.leafId ?? ''}"` },
      });
      if (answer.status === 409) {
        // The leaf moved under the host (a compaction it did not wait for committed): read again, rebuild.
        context = await readContext(plan, undefined);
        continue;
      }
      if (!expectStatus(plan, 'append', answer.status, [200, 201])) return turn;
      const result = answer.body as AppendAnswer;
      plan.ledger.acknowledge(plan.tenantId, plan.sessionId, entries, result.replayed);
      if (result.compactionDeferred) plan.ledger.deferred += 1;
      if (result.compaction) await awaitCompaction(plan, result.compaction);
      break;
    }
    context = await readContext(plan, `Fixed bug ${turn}.`);
    turn += 1;
  }
  return turn;
}

interface AppendAnswer {
  replayed: boolean;
  compaction: { id: string; trigger: string } | null;
  compactionDeferred?: string;
}

async function awaitCompaction(plan: SessionPlan, started: { id: string; trigger: string }): Promise<void> {
  const run = plan.ledger.started({ ...plan, runId: started.id, trigger: started.trigger });
  const path = `/v1/sessions/${plan.sessionId}/compactions/${started.id}?wait=30`;
  for (;;) {
    const answer = await plan.client.send('compaction', 'GET', path);
    if (!expectStatus(plan, 'compaction', answer.status, [200])) return;
    const view = answer.body as { status: string; result?: { outcome: string; compactionEntryId?: string } };
    if (view.status === 'running') continue;
    run.result = { status: view.status, ...view.result };
    return;
  }
}

async function readContext(plan: SessionPlan, lastAnswer: string | undefined): Promise<ContextView> {
  const answer = await plan.client.send('context', 'GET', `/v1/sessions/${plan.sessionId}/context`);
  if (!expectStatus(plan, 'context', answer.status, [200])) throw new Error(`context of ${plan.sessionId} unreadable`);
  const view = answer.body as ContextView;
  // A new session's context is empty: a host sends its first request with nothing before it, so there is no
  // provider request to validate yet (every provider refuses an empty message list).
  for (const format of view.messages.length > 0 ? PROVIDER_FORMATS : []) {
    const broken = violations(format, encodeContext(format, view.messages, { target: SESSION_MODEL }));
    if (broken.length > 0) {
      plan.traffic.violation(`context of ${plan.sessionId} as ${format}: ${broken.map((b) => b.rule).join('; ')}`);
    }
  }
  const last = view.messages.at(-1);
  const text = last?.role === 'assistant' ? last.content.map((c) => (c.type === 'text' ? c.text : '')).join('') : '';
  if (lastAnswer !== undefined && text !== lastAnswer) {
    plan.traffic.violation(`context of ${plan.sessionId} ends with "${text.slice(0, 60)}", not "${lastAnswer}"`);
  }
  return view;
}

function expectStatus(plan: SessionPlan, kind: string, status: number, expected: number[]): boolean {
  if (expected.includes(status)) return true;
  plan.traffic.violation(`${kind} of ${plan.sessionId}: unexpected ${status}`);
  return false;
}

/** A coding turn: the request, a tool call, its result and the answer, under the leaf the host last read. */
function turnEntries(plan: SessionPlan, turn: number, context: ContextView) {
  const now = Date.now();
  const [provider, model] = SESSION_MODEL.split('/') as [string, string];
  const assistant = { provider, model, api: 'anthropic-messages' };
  // The usage a provider reports: the prompt was the context the host read, plus this turn's request.
  const usage = (input: number) => ({ input, output: 40, cacheRead: 0, cacheWrite: 0, totalTokens: input + 40 });
  const messages = [
    { role: 'user', content: `Please fix bug ${turn} in src/file-${turn}.ts`, timestamp: now },
    {
      role: 'assistant',
      content: [{ type: 'toolCall', id: `call-${turn}`, name: 'read', arguments: { path: `src/file-${turn}.ts` } }],
      stopReason: 'toolUse',
      ...assistant,
      usage: usage(context.tokens + 20),
      timestamp: now + 1,
    },
    {
      role: 'toolResult',
      toolCallId: `call-${turn}`,
      toolName: 'read',
      content: [{ type: 'text', text: toolOutput(turn, plan.toolOutputChars) }],
      isError: false,
      timestamp: now + 2,
    },
    {
      role: 'assistant',
      content: [{ type: 'text', text: `Fixed bug ${turn}.` }],
      stopReason: 'stop',
      ...assistant,
      usage: usage(context.tokens + 40 + plan.toolOutputChars / 4),
      timestamp: now + 3,
    },
  ];
  let parentId = context.leafId;
  return messages.map((message, i) => {
    const id = `t${turn}-${i}`;
    const entry = { type: 'message', id, parentId, timestamp: new Date(now + i).toISOString(), message };
    parentId = id;
    return entry;
  });
}

function toolOutput(turn: number, chars: number): string {
  const line = `const value${turn} = compute(${turn});\n`;
  return `// src/file-${turn}.ts\n${line.repeat(Math.ceil(chars / line.length))}`.slice(0, chars);
}

/**
 * A minimal agent host on the compactor API: each turn reads the context, appends the user message, calls the
 * model, appends its answer — and when that append starts a compaction (here: the model's context overflowed),
 * awaits it and, when the result says `willRetry`, retries the turn on the compacted context.
 *
 * The model is a local fake that fails with a provider-style overflow error once its prompt exceeds a limit, so the
 * loop runs without any key. Run it against `compactor serve`:
 *
 *   npx compactor tenant create demo && npx compactor key create --tenant demo     # prints the key once
 *   npx compactor serve &                                                           # http://127.0.0.1:8787
 *   COMPACTOR_API_KEY=ck_… npx tsx examples/agent-host.ts
 */
import { randomUUID } from 'node:crypto';
import { createClient, getContext, type CompactorClient, type components } from '../client';

type Message = components['schemas']['AgentMessage'];
type Stored = components['schemas']['StoredMessage'];
type Assistant = components['schemas']['AssistantMessage'];
type Compaction = components['schemas']['Compaction'];

const MODEL = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages' };

/** A fake model: answers with `answerChars` characters, or a context-overflow error when the prompt is too long. */
export function fakeModel(options: { contextLimitTokens: number; answerChars: number }) {
  return (messages: Message[], turn: number): Assistant => {
    const promptTokens = Math.ceil(JSON.stringify(messages).length / 4);
    const base = { role: 'assistant' as const, ...MODEL, timestamp: Date.now() };
    if (promptTokens > options.contextLimitTokens) {
      return {
        ...base,
        content: [],
        stopReason: 'error',
        errorMessage: `prompt is too long: ${promptTokens} tokens > ${options.contextLimitTokens} maximum`,
      };
    }
    const usage = { input: promptTokens, output: options.answerChars / 4, cacheRead: 0, cacheWrite: 0 };
    const text = `Answer ${turn}: ${'lorem ipsum '.repeat(Math.ceil(options.answerChars / 12))}`.slice(
      0,
      options.answerChars,
    );
    return {
      ...base,
      content: [{ type: 'text', text }],
      stopReason: 'stop',
      usage: { ...usage, totalTokens: usage.input + usage.output },
    };
  };
}

export type Model = ReturnType<typeof fakeModel>;

export interface TurnReport {
  turn: number;
  /** The compaction the turn's answer triggered, once finished. */
  compaction?: Compaction;
  /** The turn was answered again after a compaction with willRetry. */
  retried: boolean;
}

/** One turn of the agent loop. Throws on any API problem (the host would surface it). */
export async function agentTurn(client: CompactorClient, sessionId: string, model: Model, turn: number) {
  const path = { sessionId };
  let context = await read(client, sessionId);
  const user = entry(context.leafId, {
    role: 'user',
    content: `Step ${turn}: continue the task`,
    timestamp: Date.now(),
  });
  context = await appendAndRead(client, sessionId, [user], `turn-${turn}-user`, context.lastSeq);
  const answer = entry(context.leafId, model(context.messages, turn));
  const appended = await client.POST('/v1/sessions/{sessionId}/entries', {
    params: { path, header: { 'idempotency-key': `turn-${turn}-answer`, 'if-match': `"${context.lastSeq}"` } },
    body: { entries: [answer] },
  });
  if (!appended.data) throw new Error(`append failed: ${JSON.stringify(appended.error)}`);
  const report: TurnReport = { turn, retried: false };
  if (!appended.data.compaction) return report;
  report.compaction = await awaitCompaction(client, sessionId, appended.data.compaction.id);
  if (!report.compaction.result?.willRetry) return report;
  // The failed answer is off the active path now; answer again on the compacted context.
  context = await read(client, sessionId);
  const retry = entry(context.leafId, model(context.messages, turn));
  await appendAndRead(client, sessionId, [retry], `turn-${turn}-retry`, context.lastSeq);
  return { ...report, retried: true };
}

async function awaitCompaction(client: CompactorClient, sessionId: string, compactionId: string) {
  for (;;) {
    const { data, error } = await client.GET('/v1/sessions/{sessionId}/compactions/{compactionId}', {
      params: { path: { sessionId, compactionId }, query: { wait: 30 } },
    });
    if (!data) throw new Error(`compaction ${compactionId}: ${JSON.stringify(error)}`);
    if (data.status !== 'running') return data;
  }
}

async function read(client: CompactorClient, sessionId: string) {
  const { data, error } = await getContext(client, sessionId, 'native', { images: 'url' });
  if (!data) throw new Error(`context: ${JSON.stringify(error)}`);
  return data;
}

async function appendAndRead(client: CompactorClient, sessionId: string, entries: Entry[], key: string, seq: number) {
  const { error } = await client.POST('/v1/sessions/{sessionId}/entries', {
    params: { path: { sessionId }, header: { 'idempotency-key': key, 'if-match': `"${seq}"` } },
    body: { entries },
  });
  if (error) throw new Error(`append: ${JSON.stringify(error)}`);
  return read(client, sessionId);
}

type Entry = components['schemas']['SessionEntry'];

function entry(parentId: string | null, message: Stored): Entry {
  return { type: 'message', id: randomUUID().slice(0, 8), parentId, timestamp: new Date().toISOString(), message };
}

async function main() {
  const apiKey = process.env.COMPACTOR_API_KEY;
  if (!apiKey) throw new Error('set COMPACTOR_API_KEY (compactor key create --tenant <tenant>)');
  const client = createClient({ baseUrl: process.env.COMPACTOR_URL ?? 'http://127.0.0.1:8787', apiKey });
  const created = await client.POST('/v1/sessions', {
    body: {
      model: `${MODEL.provider}/${MODEL.model}`,
      // snapcompact needs no summarizer key; with COMPACTOR_SUMMARY_MODEL set, drop it for an LLM summary.
      settings: { autoCompaction: true, compaction: { strategy: 'snapcompact', keepRecentTokens: 2000 } },
    },
  });
  if (!created.data) throw new Error(`create: ${JSON.stringify(created.error)}`);
  const model = fakeModel({ contextLimitTokens: 12_000, answerChars: 4000 });
  for (let turn = 1; turn <= 20; turn += 1) {
    const report = await agentTurn(client, created.data.id, model, turn);
    const compaction = report.compaction?.result;
    process.stdout.write(
      `turn ${turn}${compaction ? `: compaction ${compaction.outcome} (${compaction.tokensBefore} → ${compaction.tokensAfter} tokens)` : ''}${report.retried ? ', retried' : ''}\n`,
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

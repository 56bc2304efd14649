/**
 * Records a workflow history for the replay archive: runs the workflow on an embedded dev server against a
 * throwaway PGlite store (and, for LLM summaries, a local fake provider) and writes the history JSON to
 * test/replay/histories/<file>.json. The archive is append-only: an existing file is never overwritten. Run with
 * `npx tsx scripts/record-replay-history.ts <recording> [<file>]` after a deliberate, patched() workflow change
 * (<file> names a new recording of an existing scenario, e.g. `compaction-v3-snapcompact`), then key the bundle
 * manifest to it with `npm run replay:manifest`.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { parseConfig } from '../worker/config';
import { startStack } from '../worker/stack';
import { serializeHistory } from '../worker/replay';
import { sql } from 'drizzle-orm';
import { compactSession, recordSmokeRun, speculateCompaction, summarizeBranch, sweepIdleSessions } from '../workflows';
import { speculationStartOptions } from '../workflows/speculation-types';
import { speculationWorkflowId } from '../core/compaction/speculation';
import { branchSummaryStartOptions, branchSummaryWorkflowId } from '../workflows/branch-summary-types';
import { refreshContextTokens } from '../store/idle/context-tokens';
import { withTenant } from '../store/with-tenant';
import { createTenant } from '../service/tenants';
import { writeTenantSettings } from '../service/tenant-settings';
import { compactionStartOptions, compactionWorkflowId, type CompactSessionInput } from '../workflows/compaction-types';
import { importSession, moveLeaf, readTree } from '../store/session-store';
import { writeSessionSettings } from '../store/session-store/session-settings';
import { recordProviderUsage } from '../store/usage/provider-usage';
import type { SpendSettings } from '../core/session/host-control-settings-schema';
import { fileLines } from '../cli/commands/ingest';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from '../test/fakes/fake-provider-server';
import { codingSession, seedSession } from '../test/helpers/session-builder';
import { deadEndRecorders } from './record-dead-end';
import { proposalRecorders } from './record-proposals';

const EXAMPLE = path.join(__dirname, '..', 'examples', 'pi-session-v1.jsonl');

type Stack = Awaited<ReturnType<typeof startStack>>;

/** Imports the example session and runs one compaction of it; a failed run is recorded too. */
async function compactExample(
  stack: Stack,
  sessionId: string,
  input: Omit<CompactSessionInput, 'tenantId' | 'sessionId'>,
) {
  const ids = { tenantId: 'replay', sessionId };
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  const handle = await stack.client.workflow.start(
    compactSession,
    compactionStartOptions({ ...ids, ...input }, stack.taskQueue),
  );
  await handle.result().catch(() => undefined);
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

/**
 * A synthetic 80-turn coding session on a Claude model whose user turns carry long briefs (the example session is
 * below the server compaction's 50,000-token trigger), compacted once by hand.
 */
async function compactLongClaudeSession(stack: Stack, sessionId: string, settings: CompactSessionInput['settings']) {
  const ids = { tenantId: 'replay', sessionId };
  const model = 'anthropic/claude-sonnet-4-6';
  const brief = ' The failing case and the logs are described in detail here.'.repeat(70);
  const entries = codingSession({ turns: 80, model }).map((e) =>
    e.type === 'message' && e.message.role === 'user'
      ? { ...e, message: { ...e.message, content: `${String(e.message.content)}${brief}` } }
      : e,
  );
  await seedSession(stack.store.db, ids, entries);
  const handle = await stack.client.workflow.start(
    compactSession,
    compactionStartOptions({ ...ids, trigger: 'manual', settings }, stack.taskQueue),
  );
  await handle.result().catch(() => undefined);
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

/**
 * Issue 10 (seed 4): tree navigation with a branch summary: the example session imported, then a navigation back to
 * its first assistant answer, summarizing everything after it (fake provider) and committing the summary as leaf.
 */
async function navigateExample(stack: Stack, sameLeaf = false, plain = false): Promise<string> {
  const sessionId = plain ? 'replay-navigate-plain' : sameLeaf ? 'replay-navigate-same' : 'replay-navigate';
  const ids = { tenantId: 'replay', sessionId };
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  const { nodes } = await readTree(stack.store.db, ids);
  const firstAssistant = nodes.findIndex((n) => n.preview.startsWith('assistant'));
  if (firstAssistant < 0) throw new Error('the example session has no assistant entry');
  let target = nodes[firstAssistant]!;
  if (sameLeaf) {
    // The leaf on an entry whose child is a user message: navigating to that message leaves the leaf where it is.
    const user = nodes.find((n, i) => i > firstAssistant && n.preview.startsWith('user') && n.parentId !== null)!;
    await moveLeaf(stack.store.db, { ...ids, to: user.parentId });
    target = user;
  }
  const options = branchSummaryStartOptions(
    { ...ids, targetId: target.id, ...(plain ? { summarize: false } : {}) },
    stack.taskQueue,
  );
  await stack.client.workflow.execute(summarizeBranch, options);
  return branchSummaryWorkflowId(ids.tenantId, ids.sessionId);
}

/** Imports the example session as an idle one (idle compaction enabled for its tenant) and sweeps that tenant. */
async function sweepIdleExample(stack: Stack, sessionId: string): Promise<{ sweepId: string; compactionId: string }> {
  const tenantId = `replay-idle-${sessionId}`;
  await sweepIdleTenant(stack, tenantId, sessionId);
  const sweepId = `replay-sweep-${sessionId}`;
  await stack.client.workflow.execute(sweepIdleSessions, {
    taskQueue: stack.taskQueue,
    workflowId: sweepId,
    args: [{ tenantId }],
  });
  // The enqueueing sweep starts the compaction and does not wait for it: wait here, so its history is complete.
  const compactionId = compactionWorkflowId(tenantId, sessionId);
  await stack.client.workflow
    .getHandle(compactionId)
    .result()
    .catch(() => undefined);
  return { sweepId, compactionId };
}

/**
 * Issue 11 (idle-sweep-enqueue): an enqueueing sweep of every tenant sharing pages between two tenants (the example
 * session idle in each, the first with two more bare projection rows whose compactions skip), two rows per page and
 * two tenants per page; the recorded run is the last one, continued as new with a carried open-tenant cursor.
 */
async function fairSweepExample(stack: Stack): Promise<string> {
  for (const tenantId of ['replay-fair-a', 'replay-fair-b']) {
    await sweepIdleTenant(stack, tenantId, 'replay-fair');
  }
  await withTenant(stack.store.db, 'replay-fair-a', (tx) =>
    tx.execute(sql`
      insert into sessions (tenant_id, id, last_activity_at, context_tokens)
      select 'replay-fair-a', 'bare-' || g, now() - interval '2 hours' + g * interval '1 second', 150000
      from generate_series(1, 2) g`),
  );
  const sweepId = 'replay-sweep-fair';
  await stack.client.workflow.execute(sweepIdleSessions, {
    taskQueue: stack.taskQueue,
    workflowId: sweepId,
    args: [{ pageSize: 2, tenantsPerPage: 2, startsInFlight: 1 }],
  });
  return sweepId;
}

/** The example session imported idle (an hour quiet) into a tenant with idle compaction enabled. */
async function sweepIdleTenant(stack: Stack, tenantId: string, sessionId: string): Promise<void> {
  const ids = { tenantId, sessionId };
  await createTenant(stack.store.db, { id: tenantId });
  await writeTenantSettings(stack.store.db, tenantId, {
    compaction: { idleEnabled: true, idleThresholdTokens: 10_000 },
  });
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  await refreshContextTokens(stack.store.db, ids);
  await withTenant(stack.store.db, tenantId, (tx) =>
    tx.execute(sql`update sessions set last_activity_at = now() - interval '1 hour' where id = ${sessionId}`),
  );
}

/** The example session imported with a monthly token budget already spent by an earlier call (one usage row). */
async function overBudgetExample(
  stack: Stack,
  sessionId: string,
  run: { spend: SpendSettings; input: Omit<CompactSessionInput, 'tenantId' | 'sessionId'> },
) {
  const ids = { tenantId: 'replay', sessionId };
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  await withTenant(stack.store.db, ids.tenantId, (tx) =>
    writeSessionSettings(tx, sessionId, { spend: { monthlyTokenBudget: 1000, ...run.spend } }, { live: true }),
  );
  const usage = { workflowId: 'earlier', runId: 'earlier', activity: 'summarizeCompaction', cachedTokens: 0 };
  await recordProviderUsage(stack.store.db, {
    ...ids,
    ...usage,
    model: 'anthropic/summarizer-1',
    inputTokens: 900,
    outputTokens: 100,
  });
  const handle = await stack.client.workflow.start(
    compactSession,
    compactionStartOptions({ ...ids, ...run.input }, stack.taskQueue),
  );
  await handle.result().catch(() => undefined);
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

/**
 * Issue 24: speculative compaction on the example session: `speculateCompaction` summarizes and parks the armed
 * result; with `claim`, a threshold compaction then commits it without summarizing (patch speculationClaim).
 */
async function speculateExample(
  stack: Stack,
  sessionId: string,
  claim: boolean,
  remote: { speculation?: string; compaction?: string } = {},
): Promise<string> {
  const ids = { tenantId: 'replay', sessionId };
  const { lines, close } = fileLines(EXAMPLE);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  const model = 'anthropic/claude-opus-4-5';
  const endpoint = (url: string | undefined) => (url === undefined ? {} : { remoteEndpoint: url });
  const input = { ...ids, model, contextTokens: 30_000, settings: endpoint(remote.speculation) };
  await stack.client.workflow.execute(speculateCompaction, speculationStartOptions(input, stack.taskQueue));
  if (!claim) return speculationWorkflowId(ids.tenantId, ids.sessionId);
  const settings = { thresholdTokens: 60_000, ...endpoint(remote.compaction) };
  const compaction = { ...ids, trigger: 'threshold' as const, model, settings };
  await stack.client.workflow.execute(compactSession, compactionStartOptions(compaction, stack.taskQueue));
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

const recorders: Record<string, (stack: Stack, fake: FakeProvider) => Promise<string>> = {
  /** Issue 11: the enqueueing, fair sweep across two tenants (see fairSweepExample). */
  'idle2-fair-sweep': (stack) => fairSweepExample(stack),
  /** The idle sweep: one page, one child compaction, no continue-as-new. */
  'idle-sweep': async (stack) => (await sweepIdleExample(stack, 'replay-sweep')).sweepId,
  /** An idle compaction started by the sweep: the idle-sweep-recheck patch, then an LLM summary. */
  'idle-sweep-compaction': async (stack) => (await sweepIdleExample(stack, 'replay-sweep-child')).compactionId,
  /** The second program: snapcompact on the example session, every step without an LLM. */
  'compaction-v2-snapcompact': (stack) =>
    compactExample(stack, 'replay-example', {
      trigger: 'manual',
      strategy: 'snapcompact',
      model: 'anthropic/claude-opus-4-5',
    }),
  /**
   * An LLM summary started by a tracing client (TRACED): the start and every scheduled activity carry the W3C trace
   * context in their headers, recorded with the OpenTelemetry workflow interceptors in the bundle.
   */
  'traced-summary': (stack) =>
    compactExample(stack, 'replay-traced', { trigger: 'manual', model: 'anthropic/claude-opus-4-5' }),
  /** The second program: an LLM summary (fake provider) with hooks activities, commit and after-compact hooks. */
  'compaction-v2-summary': (stack) =>
    compactExample(stack, 'replay-summary', { trigger: 'manual', model: 'anthropic/claude-opus-4-5' }),
  /** The same on a worker with a hooks module (WITH_HOOKS): from perf4-local-store-reads on, the hooked path. */
  'compaction-v2-summary-hooks': (stack) =>
    compactExample(stack, 'replay-summary-hooks', { trigger: 'manual', model: 'anthropic/claude-opus-4-5' }),
  /** The second program failing on a malformed model: typed failure, cleanup and audit in the non-cancellable scope. */
  'compaction-v2-invalid-model': (stack) =>
    compactExample(stack, 'replay-invalid', { trigger: 'threshold', model: 'gpt-4o' }),
  /** The second program skipping an idle trigger below its floor. */
  'compaction-v2-idle-skip': (stack) => compactExample(stack, 'replay-idle', { trigger: 'idle' }),
  /** Issue 10: compaction switched off skips a manual trigger as `disabled` (patch seed-disabled-every-trigger). */
  'seed-disabled-manual': (stack) =>
    compactExample(stack, 'replay-disabled', { trigger: 'manual', settings: { enabled: false } }),
  /** Issue 10: the remote-endpoint method summarizes through the fake's generic endpoint (seed-method-chain-remote). */
  'seed-remote-endpoint': (stack, fake) =>
    compactExample(stack, 'replay-remote', {
      trigger: 'manual',
      model: 'anthropic/claude-opus-4-5',
      settings: { remoteEndpoint: `${fake.url}/summarize` },
    }),
  /** Issue 10 (seed 4): summarizeBranch on the example session (see navigateExample). */
  'summarize-branch': (stack) => navigateExample(stack),
  /** Issue 10 (seed 4): summarizeBranch with the bounded index (patch branch-summary-bounded-index). */
  'summarize-branch-bounded': (stack) => navigateExample(stack),
  /** Issue 10 (seed 4): a navigation whose new leaf is the old one (patch branch-summary-same-leaf). */
  'summarize-branch-same-leaf': (stack) => navigateExample(stack, true),
  /** Issue 10 (handoff 4): strategy handoff on the example session: document (fake provider), new linked session. */
  'handoff-strategy': (stack) =>
    compactExample(stack, 'replay-handoff', {
      trigger: 'manual',
      strategy: 'handoff',
      model: 'anthropic/claude-opus-4-5',
    }),
  /** Issue 10 (native 7): an OpenAI session compacted by the fake's /v1/responses/compact (openai-native-compaction). */
  'openai-native': (stack) => compactExample(stack, 'replay-native', { trigger: 'manual', model: 'openai/gpt-5' }),
  /** The same with /responses/compact refusing (401): the chain passes on to the local summary, attempts recorded. */
  'openai-native-fallback': (stack, fake) => {
    fake.respondWith((request, call) =>
      request.path.endsWith('/responses/compact') ? { error: 'auth' } : { text: `summary ${call}` },
    );
    return compactExample(stack, 'replay-native-fallback', { trigger: 'manual', model: 'openai/gpt-5' });
  },
  /** The chain remote endpoint (failing) → OpenAI native (answering): the warning names the native compaction. */
  'openai-native-after-remote': (stack, fake) => {
    fake.respondWith((request, call) =>
      request.path === '/summarize' ? { error: 'auth' } : { text: `summary ${call}` },
    );
    return compactExample(stack, 'replay-native-after-remote', {
      trigger: 'manual',
      model: 'openai/gpt-5',
      settings: { remoteEndpoint: `${fake.url}/summarize` },
    });
  },
  /**
   * Anthropic's server-side compaction (patch anthropic-server-compaction) on a Claude model whose server compacts:
   * the fake answers the compaction request with a block (the example session is below the server's trigger).
   */
  'anthropic-server-compaction': (stack, fake) => {
    fake.respondWith((request, call) =>
      isCompactionRequest(request) ? compactionBlockAnswer(call) : { text: `summary ${call}` },
    );
    return compactExample(stack, 'replay-anthropic-server', {
      trigger: 'manual',
      model: 'anthropic/claude-sonnet-4-6',
    });
  },
  /**
   * A synthetic Claude session above the server's smallest trigger, keeping only 1,000 tokens, so the plan splits the last turn and the cut holds its prefix back from the
   * server as the exact tail, which the tokens after count (patch native-retained-tokens).
   */
  'anthropic-exact-tail-tokens': (stack, fake) => {
    fake.respondWith((request, call) =>
      isCompactionRequest(request) ? compactionBlockAnswer(call) : { text: `summary ${call}` },
    );
    return compactLongClaudeSession(stack, 'replay-anthropic-exact-tail', { keepRecentTokens: 1000 });
  },
  /** The same where the server answers without a block: the chain passes on to the local summary. */
  'anthropic-server-compaction-fallback': (stack, fake) => {
    fake.respondWith((request, call) =>
      isCompactionRequest(request) ? compactionBlockAnswer(call, false) : { text: `summary ${call}` },
    );
    return compactExample(stack, 'replay-anthropic-server-fallback', {
      trigger: 'manual',
      model: 'anthropic/claude-sonnet-4-6',
    });
  },
  /** OpenAI V2 streaming compaction (patch openai-v2-streaming-compaction) on a model whose catalog entry has it. */
  'openai-v2-streaming-compaction': (stack) =>
    compactExample(stack, 'replay-native-v2', { trigger: 'manual', model: 'openai/gpt-5.1' }),
  /** V2 on the example session, which sets its thinking level: the stream asks at it (streamingCompactionThinkingLevel). */
  'openai-v2-thinking-level': (stack) =>
    compactExample(stack, 'replay-native-v2-level', { trigger: 'manual', model: 'openai/gpt-5.1' }),
  /** The same with the stream refused (401): V2 passes on to /responses/compact, which compacts. */
  'openai-v2-streaming-fallback': (stack, fake) => {
    fake.respondWith((request, call) =>
      request.path.endsWith('/responses') && (request.body as { stream?: boolean }).stream === true
        ? { error: 'auth' }
        : { text: `summary ${call}` },
    );
    return compactExample(stack, 'replay-native-v2-fallback', { trigger: 'manual', model: 'openai/gpt-5.1' });
  },
  /** The remote endpoint (failing) → Anthropic's server compaction: the warning names Anthropic (same patch). */
  'anthropic-native-after-remote': (stack, fake) => {
    fake.respondWith((request, call) => {
      if (request.path === '/summarize') return { error: 'auth' };
      return isCompactionRequest(request) ? compactionBlockAnswer(call) : { text: `summary ${call}` };
    });
    return compactExample(stack, 'replay-anthropic-after-remote', {
      trigger: 'manual',
      model: 'anthropic/claude-sonnet-4-6',
      settings: { remoteEndpoint: `${fake.url}/summarize` },
    });
  },
  /** Issue 10 (chain 7): the progress guard's dead-end rescue (patch progress-guard-rescue), see record-dead-end.ts. */
  ...deadEndRecorders,
  /** Issue 10 (chain 7): strategy handoff with the before-switch hook activity (patch handoff-before-switch). */
  'handoff-before-switch': (stack) =>
    compactExample(stack, 'replay-handoff', {
      trigger: 'manual',
      strategy: 'handoff',
      model: 'anthropic/claude-opus-4-5',
    }),
  /** Issue 10 (chain 7): a summarizing navigation ending with the after-tree hooks (patch navigation-plain-hooks). */
  'summarize-branch-after-tree': (stack) => navigateExample(stack),
  /** Issue 10 (chain 7): a plain navigation through summarizeBranch (`summarize: false`): tree hooks, no summary. */
  'navigation-plain-hooks': (stack) => navigateExample(stack, false, true),
  /** Issue 23: the default quality gate (check) records the fake's short summary as failing and commits it. */
  'quality-gate-check-records': (stack) =>
    compactExample(stack, 'replay-gate-check', { trigger: 'manual', model: 'anthropic/claude-opus-4-5' }),
  /** Issue 23: enforce, every summary a refusal: one retry, the summary passes on, snapcompact commits. */
  'quality-gate-enforce-passes-on': (stack, fake) => {
    fake.respondWith(() => ({ text: "I'm sorry, but I can't help with summarizing this conversation." }));
    return compactExample(stack, 'replay-gate-enforce', {
      trigger: 'manual',
      model: 'anthropic/claude-opus-4-5',
      settings: { qualityGate: 'enforce' },
    });
  },
  /**
   * Issue 23: enforce on a text-only model, every summary a refusal: the summary passes on, snapcompact passes on
   * (text-only) and the run skips with both attempts on its audit row (patch skip-records-attempts).
   */
  'text-only-skip-attempts': (stack, fake) => {
    fake.respondWith(() => ({ text: "I'm sorry, but I can't help with summarizing this conversation." }));
    return compactExample(stack, 'replay-gate-text-only', {
      trigger: 'manual',
      model: 'deepseek/deepseek-chat',
      settings: { qualityGate: 'enforce' },
    });
  },
  /**
   * Issue 23: strategy handoff under enforce, every answer a refusal: the document is retried and passes on, then the
   * summary does, and snapcompact commits (patch handoff-quality-gate).
   */
  'handoff-quality-gate-passes-on': (stack, fake) => {
    fake.respondWith(() => ({ text: "I'm sorry, but I can't help with summarizing this conversation." }));
    return compactExample(stack, 'replay-handoff-gate', {
      trigger: 'manual',
      strategy: 'handoff',
      model: 'anthropic/claude-opus-4-5',
      settings: { qualityGate: 'enforce' },
    });
  },
  /** Issue 23: the default gate with a gate model (the fake answers it too): its score joins the record. */
  'quality-gate-model-score': (stack) =>
    compactExample(stack, 'replay-gate-model', {
      trigger: 'manual',
      model: 'anthropic/claude-opus-4-5',
      settings: { qualityGateModel: 'anthropic/claude-haiku-4-5' },
    }),
  /**
   * Issue 23: enforce with a gate model that answers nothing from the summary: the summary and its retry fail the
   * gate (the model's floor among the reasons) and snapcompact commits. Activity results only: no new patch.
   */
  'quality-gate-model-enforce': (stack, fake) => {
    fake.respondWith((request, call) => {
      const text = JSON.stringify(request.body);
      if (!text.includes('You answer questions about a coding session')) return { text: `summary ${call}` };
      const asked = text.split('Answer each question from the summary above.')[1] ?? '';
      const answers = [...asked.matchAll(/\\n\d+\. /g)].map(() => 'not in context');
      return { text: JSON.stringify({ answers }) };
    });
    return compactExample(stack, 'replay-gate-model-enforce', {
      trigger: 'manual',
      model: 'anthropic/claude-opus-4-5',
      settings: { qualityGate: 'enforce', qualityGateModel: 'anthropic/claude-haiku-4-5' },
    });
  },
  /** Issue 24: a threshold compaction that leaves headroom tells the host to continue (patch auto-continue-prompt). */
  'auto-continue-threshold': (stack) =>
    compactExample(stack, 'replay-auto-continue', {
      trigger: 'threshold',
      model: 'anthropic/claude-opus-4-5',
      settings: { thresholdTokens: 20_000, keepRecentTokens: 2000 },
    }),
  /** Issue 29: past a spent token budget set to pass on, the LLM summary passes on (budget) and snapcompact commits. */
  'budget-pass-on-snapcompact': (stack) =>
    overBudgetExample(stack, 'replay-budget-pass-on', {
      spend: { onBudgetExceeded: 'pass-on' },
      input: { trigger: 'manual', model: 'anthropic/claude-opus-4-5' },
    }),
  /** Issue 29: past a spent token budget not set to pass on, an idle compaction skips with reason budget. */
  'budget-holds-idle': (stack) =>
    overBudgetExample(stack, 'replay-budget-idle', {
      spend: {},
      input: { trigger: 'idle', model: 'anthropic/claude-opus-4-5', settings: { idleThresholdTokens: 1000 } },
    }),
  ...proposalRecorders(EXAMPLE),
  /** Issue 24: a speculation run that summarizes and arms (its summary parked, not in the history). */
  'speculation-armed': (stack) => speculateExample(stack, 'replay-speculation', false),
  /** Issue 24: a threshold compaction claiming the armed result: committed with no summary activity. */
  'speculation-claimed': (stack) => speculateExample(stack, 'replay-speculation-claim', true),
  /** Issue 24: a speculation whose session's remote endpoint comes first asks it (patch speculationRemoteEndpoint). */
  'speculation-remote-armed': (stack, fake) =>
    speculateExample(stack, 'replay-speculation-remote', false, { speculation: `${fake.url}/summarize` }),
  /** Issue 24: an endpoint set after the LLM's result armed: the claim discards it (method), the endpoint compacts. */
  'speculation-endpoint-later': (stack, fake) =>
    speculateExample(stack, 'replay-speculation-later', true, { compaction: `${fake.url}/summarize` }),
  async smoke(stack) {
    const workflowId = 'replay-smoke-1';
    await stack.client.workflow.execute(recordSmokeRun, {
      taskQueue: stack.taskQueue,
      workflowId,
      args: [{ tenantId: 'replay', runId: 'run-1' }],
    });
    return workflowId;
  },
};

const isCompactionRequest = (request: RecordedRequest) =>
  (request.body as { context_management?: unknown } | undefined)?.context_management !== undefined;

/**
 * A Messages answer holding only a compaction block, as the server sends it with `pause_after_compaction`; or,
 * `withBlock` false, an ordinary answer with no block (the server compacted nothing).
 */
const compactionBlockAnswer = (call: number, withBlock = true) => ({
  status: 200,
  body: {
    id: `msg_${call}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-6',
    content: withBlock
      ? [{ type: 'compaction', content: `server summary ${call}`, encrypted_content: `encrypted:${call}` }]
      : [{ type: 'text', text: `answer ${call}` }],
    stop_reason: withBlock ? 'compaction' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 60_000, output_tokens: 20 },
  },
});

/** Recordings whose worker loads a hooks module (no-op handlers), so that every hook activity is scheduled. */
const WITH_HOOKS = new Set(['compaction-v2-summary-hooks']);

/** Recordings made with tracing on (spans kept in memory and dropped): the trace context reaches the history. */
const TRACED = new Set(['traced-summary']);

/** Recordings whose worker allows the fake as a remote endpoint (the earlier ones recorded the refusal passing on). */
const REMOTE_ALLOWED = new Set(['speculation-remote-armed', 'speculation-endpoint-later']);

/** Recordings whose worker has OpenAI credentials (the fake's /v1): the others keep the environment they had. */
const OPENAI = new Set([
  'openai-native',
  'openai-native-fallback',
  'openai-native-after-remote',
  'openai-v2-streaming-compaction',
  'openai-v2-streaming-fallback',
  'openai-v2-thinking-level',
]);

function noopHooksModule(dir: string): string {
  const file = path.join(dir, 'replay-hooks.js');
  const noop = 'async () => undefined';
  writeFileSync(
    file,
    `exports.hooks = [{ name: 'replay-noop', beforeCompact: ${noop}, compacting: ${noop}, afterCompact: ${noop} }];\n`,
  );
  return file;
}

async function main(name: string, fileName = name): Promise<void> {
  const record = recorders[name];
  if (!record) throw new Error(`unknown recording ${name}; known: ${Object.keys(recorders).join(', ')}`);
  const file = path.join(__dirname, '..', 'test', 'replay', 'histories', `${fileName}.json`);
  if (existsSync(file)) throw new Error(`${file} exists: the replay archive is never re-recorded; add a new recording`);
  const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-record-'));
  const fake: FakeProvider = await startFakeProvider();
  const env = {
    ...process.env,
    COMPACTOR_HOME: home,
    DATABASE_URL: '',
    TEMPORAL_ADDRESS: '',
    COMPACTOR_SUMMARY_MODEL: 'anthropic/summarizer-1',
    ANTHROPIC_API_KEY: 'replay-recording',
    ANTHROPIC_BASE_URL: fake.url,
    ...(OPENAI.has(name) ? { OPENAI_API_KEY: 'replay-recording', OPENAI_BASE_URL: `${fake.url}/v1` } : {}),
    ...(WITH_HOOKS.has(name) ? { COMPACTOR_HOOKS_MODULE: noopHooksModule(home) } : {}),
    ...(REMOTE_ALLOWED.has(name) ? { COMPACTOR_REMOTE_ENDPOINT_ALLOW: fake.url } : {}),
    ...(TRACED.has(name) ? { OTEL_TRACES_EXPORTER: 'otlp' } : {}),
  };
  const spanProcessor = new SimpleSpanProcessor(new InMemorySpanExporter());
  const stack = await startStack(parseConfig(env, home), TRACED.has(name) ? { tracing: { spanProcessor } } : {});
  try {
    const workflowId = await record(stack, fake);
    const history = await stack.client.workflow.getHandle(workflowId).fetchHistory();
    writeFileSync(file, `${JSON.stringify(JSON.parse(serializeHistory(history)), null, 2)}\n`);
    process.stdout.write(`wrote ${file}\n`);
  } finally {
    await stack.close();
    await fake.close();
  }
}

main(process.argv[2] ?? '', process.argv[3]).catch((error: unknown) => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) process.stderr.write(`${String(e)}\n`);
  process.exitCode = 1;
});

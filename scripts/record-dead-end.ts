/**
 * Recordings of the progress guard's dead-end rescue (patch progress-guard-rescue) for the replay archive: sessions
 * built in place (no content reaches the history: only ids and token counts cross it).
 */
import type { SessionEntry } from '../core';
import { appendEntries, createSession } from '../store/session-store';
import type { startStack } from '../worker/stack';
import { compactSession } from '../workflows';
import { compactionStartOptions, compactionWorkflowId, type CompactSessionInput } from '../workflows/compaction-types';

type Stack = Awaited<ReturnType<typeof startStack>>;

const usage = { input: 1000, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 1000 };

/**
 * `turns` small coding turns, then one turn whose tool outputs are `sizes` characters (the last entry a result).
 * `tool` names every tool (`skill` results are protected: the rescue can elide none of them).
 */
function entries(turns: number, outputChars: number, sizes: number[], tool = 'bash'): SessionEntry[] {
  const out: SessionEntry[] = [];
  const push = (message: Record<string, unknown>) => {
    const id = `r${String(out.length).padStart(4, '0')}`;
    const timestamp = new Date(Date.UTC(2026, 0, 1, 0, 0, out.length)).toISOString();
    const parentId = out.at(-1)?.id ?? null;
    out.push({
      type: 'message',
      id,
      parentId,
      timestamp,
      message: { timestamp: out.length, ...message },
    } as SessionEntry);
  };
  const assistant = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages', usage };
  const call = (n: number, size: number) => {
    const toolCall = { type: 'toolCall', id: `call-${n}`, name: tool, arguments: { command: `step ${n}` } };
    push({ role: 'assistant', content: [toolCall], stopReason: 'toolUse', ...assistant });
    const text = `output ${n}\n${'x'.repeat(size)}`;
    push({
      role: 'toolResult',
      toolCallId: `call-${n}`,
      toolName: tool,
      content: [{ type: 'text', text }],
      isError: false,
    });
  };
  for (let turn = 0; turn < turns; turn += 1) {
    push({ role: 'user', content: `Please fix bug ${turn}` });
    call(turn, outputChars);
    push({
      role: 'assistant',
      content: [{ type: 'text', text: `Fixed bug ${turn}.` }],
      stopReason: 'stop',
      ...assistant,
    });
  }
  if (sizes.length > 0) push({ role: 'user', content: 'Run the whole migration and show every log' });
  sizes.forEach((size, i) => call(turns + i, size));
  return out;
}

async function compactBuilt(
  stack: Stack,
  sessionId: string,
  built: SessionEntry[],
  input: Omit<CompactSessionInput, 'tenantId' | 'sessionId'>,
): Promise<string> {
  const ids = { tenantId: 'replay', sessionId };
  await createSession(stack.store.db, ids);
  await appendEntries(stack.store.db, { ...ids, entries: built });
  const handle = await stack.client.workflow.start(
    compactSession,
    compactionStartOptions({ ...ids, ...input }, stack.taskQueue),
  );
  await handle.result().catch(() => undefined);
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

/** `built` with a compaction entry inserted after `afterId` (keeping everything before it), parent of what follows. */
function compactedAfter(built: SessionEntry[], afterId: string): SessionEntry[] {
  const at = built.findIndex((e) => e.id === afterId) + 1;
  const compaction = {
    type: 'compaction',
    id: 'rc000',
    parentId: afterId,
    timestamp: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    summary: 'Earlier work.',
    firstKeptEntryId: built[0]!.id,
    tokensBefore: 5000,
  } as SessionEntry;
  const [next, ...rest] = built.slice(at);
  return [...built.slice(0, at), compaction, ...(next ? [{ ...next, parentId: 'rc000' }, ...rest] : [])];
}

/** Runs the same compaction again on the session `compactBuilt` made; the archive keeps the latest run's history. */
async function compactAgain(
  stack: Stack,
  sessionId: string,
  input: Omit<CompactSessionInput, 'tenantId' | 'sessionId'>,
) {
  const ids = { tenantId: 'replay', sessionId };
  const handle = await stack.client.workflow.start(
    compactSession,
    compactionStartOptions({ ...ids, ...input }, stack.taskQueue),
  );
  await handle.result().catch(() => undefined);
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

const protectedTurn = () => compactedAfter(entries(1, 100, [300_000, 300_000, 300_000], 'skill'), 'r0003');
const threshold = { trigger: 'threshold', model: 'anthropic/claude-opus-4-5' } as const;

export const deadEndRecorders: Record<string, (stack: Stack) => Promise<string>> = {
  /** The live window is one un-cuttable turn: its outputs are elided, no compaction, outcome rescued. */
  'rescue-no-cut': (stack) =>
    compactBuilt(stack, 'replay-rescue-no-cut', entries(0, 0, [240_000, 240_000, 240_000]), {
      trigger: 'threshold',
      model: 'anthropic/claude-opus-4-5',
    }),
  /** The same rescue with the auto-continue-prompt patch: the rescue made headroom, so the run continues the agent. */
  'auto-continue-rescue-no-cut': (stack) =>
    compactBuilt(stack, 'replay-auto-continue-rescue', entries(0, 0, [240_000, 240_000, 240_000]), threshold),
  /** A compaction whose kept tail leaves no headroom: the kept outputs are elided before the commit. */
  'rescue-kept-tail': (stack) =>
    compactBuilt(stack, 'replay-rescue-kept-tail', entries(40, 20_000, []), {
      trigger: 'threshold',
      model: 'anthropic/claude-opus-4-5',
      settings: { keepRecentTokens: 35_000, thresholdTokens: 30_000 },
    }),
  /** Patch dead-end-parking: a no-cut dead end stamps the branch's compaction entry and parks the turn. */
  'dead-end-stamp': (stack) => compactBuilt(stack, 'replay-dead-end-stamp', protectedTurn(), threshold),
  /** Patch dead-end-parking: the second threshold run on the same oversized turn, parked (the recorded run). */
  'dead-end-parked': async (stack) => {
    await compactBuilt(stack, 'replay-dead-end-parked', protectedTurn(), threshold);
    return compactAgain(stack, 'replay-dead-end-parked', threshold);
  },
  /** Patch dead-end-parking: a committed compaction ending in a dead end parks its kept tail's turn. */
  'dead-end-kept-tail': (stack) =>
    compactBuilt(stack, 'replay-dead-end-kept-tail', entries(40, 20_000, [], 'skill'), {
      ...threshold,
      settings: { keepRecentTokens: 35_000, thresholdTokens: 30_000 },
    }),
};

/**
 * The progress guard's dead-end rescue (compaction spec §3.9 steps 9 and 11, §12 case 55) on the real dev server:
 * sessions whose live window ends in one huge turn with big tool outputs and images.
 */
import type { SessionEntry } from '../../../../core';
import { readContext } from '../../../../service/context';
import { auditOf, eventsOf, leafOf } from '../../../helpers/store-queries';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, failedTurn, seedSession } from '../../../helpers/session-builder';
import type { CompactSessionInput } from '../../../../workflows/compaction-types';

const world = useCompactionWorld();
const T = 'tenant-rescue';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

const events = (sessionId: string, type: string) => eventsOf(world.store.db, { tenantId: T, sessionId }, type);

async function run(input: Omit<CompactSessionInput, 'tenantId'>) {
  const { worker, taskQueue } = await compactionWorker(world);
  return worker.runUntil(startCompaction(world, taskQueue, { tenantId: T, ...input }).then((h) => h.result()));
}

/**
 * One user turn under `parentId`: tool calls whose results are `sizes` characters each (the first also carries an
 * image), the last result the final entry, so the window has no cut point after it. `tool` names the tool.
 */
function hugeTurn(parentId: string | null, sizes: number[], tool = 'bash'): SessionEntry[] {
  const out: SessionEntry[] = [];
  let parent = parentId;
  const push = (message: Record<string, unknown>) => {
    const id = `h${String(out.length).padStart(3, '0')}`;
    out.push({
      type: 'message',
      id,
      parentId: parent,
      timestamp: new Date(Date.UTC(2026, 1, 1, 0, 0, out.length)).toISOString(),
      message: { timestamp: 500_000 + out.length, ...message },
    } as SessionEntry);
    parent = id;
  };
  push({ role: 'user', content: 'Run the whole migration and show me every log' });
  sizes.forEach((size, i) => {
    const call = { type: 'toolCall', id: `huge-${i}`, name: tool, arguments: { command: `step ${i}` } };
    push({
      role: 'assistant',
      content: [call],
      stopReason: 'toolUse',
      provider: 'anthropic',
      model: 'claude-opus-4-5',
      api: 'anthropic-messages',
      usage: { input: 1000, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 1000 },
    });
    const content: unknown[] = [{ type: 'text', text: `log ${i}\n${'x'.repeat(size)}` }];
    if (i === 0) content.push({ type: 'image', data: PNG, mimeType: 'image/png' });
    push({ role: 'toolResult', toolCallId: `huge-${i}`, toolName: tool, content, isError: false });
  });
  return out;
}

describe('compactSession progress guard (dead-end rescue)', () => {
  it('rescues a window that is one un-cuttable turn by eliding its tool outputs and images, without a compaction', async () => {
    const turn = hugeTurn(null, [240_000, 240_000, 240_000]);
    await seedSession(world.store.db, { tenantId: T, sessionId: 'one-turn' }, turn);
    const result = await run({ sessionId: 'one-turn', trigger: 'threshold' });
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'rescued', progressGuard: 'rescued', willRetry: false });
    // The rescue alone made headroom: the threshold run continues the agent (spec §3.9 step 9).
    expect(result.autoContinue).toBe(true);
    expect(result.automaticContinuationBlocked).toBeUndefined();
    expect(result.warning).toBeUndefined();
    expect(result.tokensAfter!).toBeLessThan(result.tokensBefore / 10);
    const pruned = await events('one-turn', 'content_pruned');
    expect(pruned.map((e) => (e.data as { targetId: string }).targetId)).toEqual(['h002', 'h004', 'h006']);
    expect(pruned.every((e) => (e.data as { reason: string }).reason === 'rescue')).toBe(true);
    expect(await events('one-turn', 'compaction')).toHaveLength(0);
    // History is appended to, never edited: the rebuilt context reads the placeholders, images gone.
    const context = await readContext(world.store.db, { tenantId: T, sessionId: 'one-turn' }, { mode: 'llm' });
    const results = context.messages.filter((m) => m.role === 'toolResult');
    expect(results).toHaveLength(3);
    for (const m of results)
      expect(JSON.stringify(m.content)).toMatch(/^\[\{"type":"text","text":"\[shaken ~\d+ tokens\]"\}\]$/);
  });

  it('re-plans after the rescue: older turns become compactable once the huge outputs are elided', async () => {
    const older = codingSession({ turns: 40, toolOutputChars: 8000 });
    const turn = hugeTurn(older.at(-1)!.id, [300_000, 300_000]);
    await seedSession(world.store.db, { tenantId: T, sessionId: 'replan' }, [...older, ...turn]);
    // A small keep budget: once the outputs are elided, the older turns' text alone reaches it.
    const result = await run({ sessionId: 'replan', trigger: 'threshold', settings: { keepRecentTokens: 300 } });
    expect(result).toMatchObject({ outcome: 'compacted', willRetry: false });
    expect(result.warning).toBeUndefined();
    expect(result.automaticContinuationBlocked).toBeUndefined();
    const rescued = (await events('replan', 'content_pruned')).filter(
      (e) => (e.data as { reason: string }).reason === 'rescue',
    );
    expect(rescued.length).toBeGreaterThanOrEqual(2);
    expect(await events('replan', 'compaction')).toHaveLength(1);
  });

  it('ends in a dead end when nothing can be elided: warning, automatic continuation blocked, nothing elided', async () => {
    // Skill results are protected from every pruning and shake pass.
    const turn = hugeTurn(null, [300_000, 300_000, 300_000], 'skill');
    await seedSession(world.store.db, { tenantId: T, sessionId: 'dead-end' }, turn);
    const result = await run({ sessionId: 'dead-end', trigger: 'threshold' });
    expect(result).toMatchObject({
      outcome: 'skipped',
      reason: 'dead-end',
      progressGuard: 'dead-end',
      automaticContinuationBlocked: true,
    });
    expect(result.warning).toMatch(/^Compaction freed too little context to make progress/);
    expect(await events('dead-end', 'content_pruned')).toHaveLength(0);
    const [audit] = await auditOf(world.store.db, { tenantId: T, sessionId: 'dead-end' });
    expect(audit).toMatchObject({ status: 'skipped', error: 'dead-end' });
  });

  it('lets an overflow recovery retry when the rescue makes the failed turn fit, keeping the failed answer dropped', async () => {
    const turn = hugeTurn(null, [300_000, 300_000, 300_000]);
    const failed = failedTurn(turn.at(-1)!.id, 'error');
    await seedSession(world.store.db, { tenantId: T, sessionId: 'overflow' }, [...turn, failed]);
    const result = await run({ sessionId: 'overflow', trigger: 'overflow' });
    expect(result).toMatchObject({ outcome: 'skipped', progressGuard: 'rescued', willRetry: true });
    expect(await leafOf(world.store.db, { tenantId: T, sessionId: 'overflow' })).toBe(turn.at(-1)!.id);
  });

  it('does not rescue idle runs (spec §3.9: unless idle)', async () => {
    const turn = hugeTurn(null, [300_000, 300_000, 300_000]);
    await seedSession(world.store.db, { tenantId: T, sessionId: 'idle' }, turn);
    const result = await run({ sessionId: 'idle', trigger: 'idle', settings: { idleThresholdTokens: 10_000 } });
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'nothing-to-summarize' });
    expect(result.progressGuard).toBeUndefined();
    expect(await events('idle', 'content_pruned')).toHaveLength(0);
  });

  it('rescues a committed compaction whose kept tail leaves no headroom by eliding the kept tool outputs', async () => {
    const entries = codingSession({ turns: 40, toolOutputChars: 20_000 });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'kept-tail' }, entries);
    // Pruning keeps the newest ~40k tokens of outputs; the cut keeps ~35k of them, above 0.8 · 30,000.
    const settings = { keepRecentTokens: 35_000 };
    const result = await run({
      sessionId: 'kept-tail',
      trigger: 'threshold',
      settings: { ...settings, thresholdTokens: 30_000 },
    });
    // The rescue made headroom: the run continues the agent, without a warning (spec §12 case 55).
    expect(result).toMatchObject({ outcome: 'compacted', progressGuard: 'rescued', autoContinue: true });
    expect(result.warning).toBeUndefined();
    const [compaction] = await events('kept-tail', 'compaction');
    expect((compaction!.data as { warning?: string }).warning).toBeUndefined();
    expect((compaction!.data as { tokensAfter: number }).tokensAfter).toBe(result.tokensAfter);
    expect(result.tokensAfter!).toBeLessThanOrEqual(Math.floor(0.8 * 30_000));
  });

  it('stamps the dead-end warning on the committed compaction when the kept tail cannot be elided', async () => {
    // Every tool here is `skill`, protected from pruning and shaking alike.
    const entries = codingSession({ turns: 40, toolOutputChars: 20_000 }).map((entry) => {
      if (entry.type !== 'message') return entry;
      const m = entry.message as { role: string; toolName?: string; content: unknown };
      if (m.role === 'toolResult')
        return { ...entry, message: { ...entry.message, toolName: 'skill' } } as SessionEntry;
      if (m.role !== 'assistant' || !Array.isArray(m.content)) return entry;
      const content = m.content.map((b: { type: string }) => (b.type === 'toolCall' ? { ...b, name: 'skill' } : b));
      return { ...entry, message: { ...entry.message, content } } as SessionEntry;
    });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'kept-dead-end' }, entries);
    const settings = { keepRecentTokens: 35_000, thresholdTokens: 30_000 };
    const result = await run({ sessionId: 'kept-dead-end', trigger: 'threshold', settings });
    expect(result).toMatchObject({
      outcome: 'compacted',
      progressGuard: 'dead-end',
      automaticContinuationBlocked: true,
    });
    expect(result.warning).toMatch(/^Compaction freed too little context to make progress/);
    expect(result).not.toHaveProperty('autoContinue');
    const [compaction] = await events('kept-dead-end', 'compaction');
    expect((compaction!.data as { warning?: string }).warning).toBe(result.warning);
    expect(await events('kept-dead-end', 'content_pruned')).toHaveLength(0);
    // The entry carries the warning itself; the parking event names the kept tail's newest turn and stamps nothing.
    const marks = (await events('kept-dead-end', 'compaction_warning')).map((e) => e.data);
    const turns = entries.filter((e) => e.type === 'message' && (e.message as { role: string }).role === 'user');
    expect(marks).toEqual([{ type: 'compaction_warning', warning: result.warning, turnStartId: turns.at(-1)!.id }]);
  });

  it('never elides a kept result twice: the rescue skips what the plan already pruned', async () => {
    // The keep budget reaches just past the 40k pruning protect window: the plan prunes the oldest kept results itself.
    const entries = codingSession({ turns: 40, toolOutputChars: 20_000 });
    await seedSession(world.store.db, { tenantId: T, sessionId: 'kept-pruned' }, entries);
    const settings = { keepRecentTokens: 41_000, thresholdTokens: 30_000 };
    const result = await run({ sessionId: 'kept-pruned', trigger: 'threshold', settings });
    expect(result).toMatchObject({ outcome: 'compacted', progressGuard: 'rescued' });
    const pruned = (await events('kept-pruned', 'content_pruned')).map(
      (e) => e.data as { targetId: string; reason: string },
    );
    expect(pruned.some((e) => e.reason === 'age')).toBe(true);
    expect(pruned.some((e) => e.reason === 'rescue')).toBe(true);
    const targets = pruned.map((e) => e.targetId);
    expect(new Set(targets).size).toBe(targets.length);
  });
});

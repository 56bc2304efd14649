/**
 * The quality eval on the real dev server and store: every compacting strategy compacts its own copy of a
 * planted-fact session through the workflow, the baselines are built from the same cut, and the reference reader
 * grades the planted probes against each rebuilt context.
 */
import { loadSnapcompactFonts } from '../../activities/snapcompact/fonts';
import { decodeFrame } from '../../activities/snapcompact/frame-decoder';
import { evalTable } from '../../core/quality/eval-table';
import { plantedSession } from '../../core/quality/planted-session';
import { testActivities } from '../helpers/activities';
import { summarizerSettings, useCompactionWorld } from '../helpers/compaction-env';
import { extractiveResponder } from '../helpers/quality-eval/fake-summarizer';
import type { CompactingArm } from '../../service/quality-eval/arms';
import { evalSession } from '../../service/quality-eval/session-eval';
import { createTestWorker } from '../helpers/temporal';

const world = useCompactionWorld();
const model = 'anthropic/claude-opus-4-7';
const ARMS: CompactingArm[] = [
  { strategy: 'llm-summary', input: { model, strategy: 'context-full' }, family: 'anthropic' },
  { strategy: 'snapcompact', input: { model, strategy: 'snapcompact' }, family: 'anthropic' },
];

describe('the quality eval of every strategy', () => {
  it('compacts each copy through the workflow and grades the planted facts in every context', async () => {
    const spent = { outputChars: 0 };
    world.fake.respondWith(extractiveResponder(spent));
    const activities = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    const { worker, taskQueue } = await createTestWorker(world.env, activities);
    const planted = plantedSession({ seed: 11, targetTokens: 60_000 });
    const result = await worker.runUntil(
      evalSession(
        {
          world: {
            client: world.env.client,
            db: world.store.db,
            taskQueue,
            fonts: await loadSnapcompactFonts(),
            decodeFrame,
          },
          tenantId: 'quality-eval',
          run: 'int',
          arms: ARMS,
          spent: () => ({ input: 0, output: Math.ceil(spent.outputChars / 4) }),
        },
        { name: 'planted', entries: planted.entries, cwd: planted.header.cwd!, planted: planted.probes },
      ),
    );
    const by = new Map(result.summaries.map((s) => [s.strategy, s]));
    expect([...by.keys()]).toEqual(['full', 'tail-only', 'prune-only', 'llm-summary', 'snapcompact']);
    expect(result.summaries.map((s) => [s.strategy, s.status, s.method])).toEqual([
      ['full', 'ok', undefined],
      ['tail-only', 'ok', undefined],
      ['prune-only', 'ok', undefined],
      ['llm-summary', 'ok', 'context-full'],
      ['snapcompact', 'ok', 'snapcompact'],
    ]);
    expect(by.get('full')!.cells).toMatchObject({ recall: { accuracy: 1 }, artifact: { accuracy: 1 } });
    expect(by.get('tail-only')!.overall!.macro).toBeLessThan(by.get('full')!.overall!.macro);
    expect(by.get('snapcompact')!.billedInputTokens).toBeLessThan(by.get('full')!.billedInputTokens!);
    expect(by.get('llm-summary')!.summarizerTokens!.output).toBeGreaterThan(0);
    expect(result.probes.compacted).toBeGreaterThan(0);
  }, 240_000);

  const MISSING_KEY =
    'ProviderAuth: Compaction requires usable credentials for anthropic/claude-opus-4-7: set ANTHROPIC_API_KEY on the worker, or set COMPACTOR_SUMMARY_MODEL to a model whose provider has credentials. Tried: anthropic/claude-opus-4-7 (no credentials: ANTHROPIC_API_KEY is not set)';
  it('names the typed failure of a strategy whose compaction failed, in the row and its JSON', async () => {
    // No provider has a key: the summary cannot be made by anyone.
    const { worker, taskQueue } = await createTestWorker(world.env, testActivities(world.store.db));
    const planted = plantedSession({ seed: 12, targetTokens: 40_000 });
    const result = await worker.runUntil(
      evalSession(
        {
          world: {
            client: world.env.client,
            db: world.store.db,
            taskQueue,
            fonts: await loadSnapcompactFonts(),
            decodeFrame,
          },
          tenantId: 'quality-eval',
          run: 'int-failed',
          arms: [ARMS[0]!],
        },
        { name: 'planted', entries: planted.entries, cwd: planted.header.cwd!, planted: planted.probes },
      ),
    );
    const failed = result.summaries.find((s) => s.strategy === 'llm-summary');
    expect(failed).toEqual({
      strategy: 'llm-summary',
      status: 'failed',
      failureType: 'ProviderAuth',
      reason: MISSING_KEY,
    });
    expect(
      evalTable({ title: 't', reader: 'r', summaries: [failed!], skipped: [] })
        .split('\n')
        .at(-1),
    ).toBe(`llm-summary  failed: ${MISSING_KEY}`);
  }, 240_000);
});

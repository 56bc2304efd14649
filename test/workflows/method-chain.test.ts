/**
 * The method chain's loop (workflows/method-chain.ts) over descriptors made for the test: which method runs, what
 * passes on and why, the attempts and the warning it records. Pure: the loop makes no workflow call of its own, so
 * it runs without a server; the chain's methods themselves are exercised by the compactSession integration tests.
 */
import { ActivityFailure, ApplicationFailure, CancelledFailure } from '@temporalio/common';
import { runChain, type ChainOptions } from '../../workflows/method-chain';
import type { CompactionMethod, MadeEntry, MethodResult, MethodRun } from '../../workflows/method-types';

const run = (): MethodRun =>
  ({
    input: { tenantId: 't', sessionId: 's', trigger: 'manual' },
    ids: { tenantId: 't', sessionId: 's' },
    progress: { phase: 'planning' },
    tokensBefore: 1000,
    askHooks: false,
  }) as unknown as MethodRun;

const made = (summary: string, warning?: string): MadeEntry => ({
  fields: { summary, firstKeptEntryId: 'k', tokensBefore: 1000, method: 'context-full' },
  ...(warning ? { warning } : {}),
});

function method(name: string, result: MethodResult | Error, extra: Partial<CompactionMethod> = {}): CompactionMethod {
  return {
    name,
    makes: 'entry',
    progress: name,
    applies: () => true,
    run: async () => {
      if (result instanceof Error) throw result;
      return result;
    },
    note: (reason) => `${name} passed on (${reason}).`,
    ...extra,
  };
}

const activityFailure = (type: string, cause: Error) =>
  new ActivityFailure('Activity task failed', type, '1', 'NON_RETRYABLE_FAILURE', 'worker', cause);
const typed = (type: string) => ApplicationFailure.create({ type, message: `${type} said no`, nonRetryable: true });

const opened: ChainOptions = { openEntry: async () => ({ runHooks: false, extra: {} }) };

describe('the method chain', () => {
  it('runs the first method that applies and records it as used', async () => {
    const result = await runChain(
      [
        method('a', { kind: 'made', made: made('A') }, { applies: () => false }),
        method('b', { kind: 'made', made: made('B') }),
      ],
      run(),
      opened,
    );
    expect(result).toEqual({
      kind: 'made',
      made: made('B'),
      attempts: [{ method: 'b', outcome: 'used' }],
      runHooks: false,
      passedOn: undefined,
    });
  });

  it('passes on a method that cannot serve the run, with its reason, its note first in the warning', async () => {
    const chain = [
      method('a', { kind: 'passed-on', reason: 'no endpoint' }),
      method('b', { kind: 'made', made: made('B', 'B was long.') }),
    ];
    const result = await runChain(chain, run(), opened);
    expect(result).toMatchObject({
      kind: 'made',
      attempts: [
        { method: 'a', outcome: 'passed-on', reason: 'no endpoint' },
        { method: 'b', outcome: 'used' },
      ],
      warning: 'a passed on (no endpoint). B was long.',
    });
  });

  it("turns a typed activity failure into a pass-on with the descriptor's reason", async () => {
    const failing = method('remote', activityFailure('summarizeCompaction', typed('ProviderAuth')), {
      passOn: (error) => `${(error as ActivityFailure).activityType} failed`,
    });
    const result = await runChain([failing, method('summary', { kind: 'made', made: made('S') })], run(), opened);
    expect(result).toMatchObject({
      attempts: [
        { method: 'remote', outcome: 'passed-on', reason: 'summarizeCompaction failed' },
        { method: 'summary' },
      ],
      warning: 'remote passed on (summarizeCompaction failed).',
    });
  });

  it('fails the run on an activity failure the descriptor does not pass on, a cancellation, or an untyped error', async () => {
    const next = method('summary', { kind: 'made', made: made('S') });
    const passOn = () => 'passes on';
    const cancelled = activityFailure('summarizeCompaction', new CancelledFailure('cancelled'));
    await expect(runChain([method('a', activityFailure('x', typed('Bad'))), next], run(), opened)).rejects.toThrow(
      ActivityFailure,
    );
    await expect(runChain([method('a', cancelled, { passOn }), next], run(), opened)).rejects.toBe(cancelled);
    await expect(runChain([method('a', new TypeError('bug'), { passOn }), next], run(), opened)).rejects.toThrow('bug');
  });

  it('ends with the outcome of a method that ended the run itself, and a declining method is no attempt', async () => {
    const outcome = { outcome: 'cancelled', reason: 'hook', tokensBefore: 1000 } as const;
    const chain = [method('hook', { kind: 'declined' }), method('veto', { kind: 'done', outcome })];
    expect(await runChain(chain, run(), opened)).toEqual({ kind: 'done', outcome });
  });

  it('opens the entry context once, before the first entry method, and never for a session method that ends the run', async () => {
    const openEntry = jest.fn(async () => ({ runHooks: true, extra: { context: ['x'] } }));
    const outcome = { outcome: 'compacted', tokensBefore: 1000 } as const;
    const session = (result: MethodResult) => method('handoff', result, { makes: 'session' });
    expect(await runChain([session({ kind: 'done', outcome })], run(), { openEntry })).toEqual({
      kind: 'done',
      outcome,
    });
    expect(openEntry).not.toHaveBeenCalled();

    const state = run();
    const chain = [
      session({ kind: 'passed-on', reason: 'overflow' }),
      method('a', { kind: 'declined' }),
      method('b', { kind: 'made', made: made('B') }),
    ];
    const result = await runChain(chain, state, { openEntry });
    expect(openEntry).toHaveBeenCalledTimes(1);
    expect(state.entry).toEqual({ runHooks: true, extra: { context: ['x'] } });
    expect(result).toMatchObject({ kind: 'made', runHooks: true, passedOn: 'overflow' });
  });

  it('passes on a made entry its gate rejects, and commits the next method’s', async () => {
    const gate: ChainOptions['gate'] = async (entry) => (entry.fields.summary === 'bad' ? 'quality-gate' : undefined);
    const chain = [method('a', { kind: 'made', made: made('bad') }), method('b', { kind: 'made', made: made('good') })];
    const result = await runChain(chain, run(), { ...opened, gate });
    expect(result).toMatchObject({
      made: { fields: { summary: 'good' } },
      attempts: [
        { method: 'a', outcome: 'passed-on', reason: 'quality-gate' },
        { method: 'b', outcome: 'used' },
      ],
    });
  });

  it('shows the running method in the progress query', async () => {
    const state = run();
    await runChain([method('snapcompact', { kind: 'made', made: made('S') })], state, opened);
    expect(state.progress).toEqual({ phase: 'summarizing', method: 'snapcompact' });
  });

  it('fails with a typed failure when no method applies', async () => {
    await expect(runChain([method('a', { kind: 'declined' })], run(), opened)).rejects.toMatchObject({
      type: 'CompactionWorkflowError',
    });
  });

  it('passes every applying provider method on with reason budget past a budget set to pass on, without running it', async () => {
    const ran: string[] = [];
    const paid = (name: string, makes: 'entry' | 'session' = 'entry') =>
      method(
        name,
        { kind: 'made', made: made(name) },
        {
          callsProvider: true,
          makes,
          run: async () => {
            ran.push(name);
            return { kind: 'made', made: made(name) };
          },
        },
      );
    const state = { ...run(), overBudget: "the session's monthly token budget is spent" };
    const result = await runChain(
      [
        paid('handoff', 'session'),
        paid('remote'),
        method('unasked', { kind: 'made', made: made('U') }, { callsProvider: true, applies: () => false }),
        paid('context-full'),
        method('snapcompact', { kind: 'made', made: made('S') }),
      ],
      state,
      opened,
    );
    expect(ran).toEqual([]);
    expect(result).toEqual({
      kind: 'made',
      made: made('S'),
      attempts: [
        { method: 'handoff', outcome: 'passed-on', reason: 'budget' },
        { method: 'remote', outcome: 'passed-on', reason: 'budget' },
        { method: 'context-full', outcome: 'passed-on', reason: 'budget' },
        { method: 'snapcompact', outcome: 'used' },
      ],
      runHooks: false,
      passedOn: 'budget',
    });
  });

  it('runs provider methods as before while no budget set to pass on is spent', async () => {
    const result = await runChain(
      [method('context-full', { kind: 'made', made: made('C') }, { callsProvider: true })],
      run(),
      opened,
    );
    expect(result).toMatchObject({ attempts: [{ method: 'context-full', outcome: 'used' }] });
  });
});

import { isUnavailable, rideOutUnavailable, TemporalUnavailable } from '../../service/ride-out';

/** What the client throws while the frontend is down: a wrapper whose cause is the gRPC status 14. */
const unavailable = () =>
  Object.assign(new Error('Failed to query workflow history'), {
    cause: Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
  });

function clock() {
  let t = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    options: (budgetMs: number) => ({
      budgetMs,
      initialDelayMs: 500,
      maxDelayMs: 4_000,
      now: () => t,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        t += ms;
      },
    }),
  };
}

describe('waiting for a result across a Temporal restart', () => {
  it('retries UNAVAILABLE with a doubling, capped delay and returns the result once the server answers', async () => {
    const c = clock();
    let calls = 0;
    const result = await rideOutUnavailable(async () => {
      if (++calls <= 5) throw unavailable();
      return 'compacted';
    }, c.options(60_000));
    expect(result).toBe('compacted');
    expect(c.sleeps).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
  });

  it('gives up with TemporalUnavailable once the budget is spent, saying the run may still finish', async () => {
    const c = clock();
    const failure = await rideOutUnavailable(() => Promise.reject(unavailable()), c.options(10_000)).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(TemporalUnavailable);
    expect((failure as Error).message).toBe(
      'Temporal was unavailable for 8 s while waiting for the compaction result; the run keeps going on the server: ' +
        'check it later with `compactor history`',
    );
    expect(c.sleeps).toEqual([500, 1_000, 2_000, 4_000]);
  });

  it('does not retry any other failure', async () => {
    const c = clock();
    const other = Object.assign(new Error('workflow failed'), { code: 9 });
    await expect(rideOutUnavailable(() => Promise.reject(other), c.options(60_000))).rejects.toBe(other);
    expect(c.sleeps).toEqual([]);
  });

  it('recognises UNAVAILABLE on the error or any of its causes, and nothing else', () => {
    expect(isUnavailable(unavailable())).toBe(true);
    expect(isUnavailable({ code: 14 })).toBe(true);
    expect(isUnavailable(new Error('14 UNAVAILABLE'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});

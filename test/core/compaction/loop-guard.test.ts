import { DEFAULT_LOOP_GUARD, loopGuardTrips, shrankContext } from '../../../core/compaction/loop-guard';

const knobs = { compactions: 2, windowSeconds: 600 };
const skipped = { tokensBefore: 30_000, tokensAfter: null };
const flat = { tokensBefore: 30_000, tokensAfter: 28_000 };
const shrunk = { tokensBefore: 30_000, tokensAfter: 26_999 };

describe('the loop guard', () => {
  it('stops the next automatic compaction after N in the window that did not shrink the context', () => {
    expect(loopGuardTrips([skipped, flat], knobs)).toBe(true);
    expect(loopGuardTrips([flat, flat, flat], knobs)).toBe(true);
  });

  it('lets it run while fewer than N ran, or when one of the last N shrank the context', () => {
    expect(loopGuardTrips([flat], knobs)).toBe(false);
    expect(loopGuardTrips([flat, shrunk], knobs)).toBe(false);
    expect(loopGuardTrips([shrunk, flat], knobs)).toBe(false);
    expect(loopGuardTrips([shrunk, flat, skipped], knobs)).toBe(true);
    expect(loopGuardTrips([], knobs)).toBe(false);
  });

  it('is off with 0 compactions', () => {
    expect(loopGuardTrips([flat, flat, flat], { compactions: 0, windowSeconds: 600 })).toBe(false);
  });

  it('counts a compaction as shrinking only below nine tenths of the context before it', () => {
    expect(shrankContext({ tokensBefore: 30_000, tokensAfter: 27_000 })).toBe(false);
    expect(shrankContext(shrunk)).toBe(true);
    expect(shrankContext({ tokensBefore: null, tokensAfter: 1 })).toBe(false);
    expect(shrankContext(skipped)).toBe(false);
  });

  it('allows three automatic compactions in ten minutes by default', () => {
    expect(DEFAULT_LOOP_GUARD).toEqual({ compactions: 3, windowSeconds: 600 });
  });
});

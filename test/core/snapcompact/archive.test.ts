import { completeArchive, planArchiveUpdate, type ArchiveUpdateInput } from '../../../core/snapcompact/archive';
import {
  InvalidArchiveError,
  readPreservedArchive,
  withPreservedArchive,
  type SnapcompactArchive,
} from '../../../core/snapcompact/archive-types';
import { providerFrameBudget } from '../../../core/snapcompact/frame-budget';
import { resolveShape } from '../../../core/snapcompact/resolve-shape';

// 8x13-bw at 80 px: 10 columns × 6 rows = 60 characters per frame.
const shape = { ...resolveShape({ api: 'anthropic-messages' }, '8x13-bw'), frameSize: 80 };
const coverage = { has: (cp: number) => cp < 0x100 };
let nextSha = 1;

/** Stands in for the render activity: one frame per page, addressed by a counter. */
function update(input: Omit<ArchiveUpdateInput, 'shape' | 'coverage'>): SnapcompactArchive {
  const plan = planArchiveUpdate({ ...input, shape, coverage });
  const rendered = plan.pages.map((page) => ({
    sha256: (nextSha++).toString(16).padStart(64, '0'),
    width: 80,
    height: 78,
    chars: page.length,
  }));
  return completeArchive(plan, rendered, shape);
}

const letters = (...runs: string[]) => runs.map((ch) => ch.repeat(60)).join('');
const shas = (archive: SnapcompactArchive) => archive.frames.map((f) => Number.parseInt(f.sha256, 16));

describe('archive updates across three compactions (budget 3 frames)', () => {
  it('carries frames forward, pins the first, evicts the oldest unpinned and keeps the overflow as a text tail', () => {
    nextSha = 1;
    const first = update({ serialized: letters('A', 'B'), maxFrames: 3 });
    expect(shas(first)).toEqual([1, 2]);
    expect(first).toMatchObject({ totalChars: 120, truncatedChars: 0 });
    expect(first.textTail).toBeUndefined();

    // 2 carried + 3 new pages > 3: frame A is pinned, B evicted, C and D printed, E waits as text.
    const second = update({ previous: first, serialized: letters('C', 'D', 'E'), maxFrames: 3 });
    expect(shas(second)).toEqual([1, 3, 4]);
    expect(second.textTail).toBe('E'.repeat(60));
    expect(second).toMatchObject({ totalChars: 240, truncatedChars: 60 });

    // The tail ages into frames first; C and D are evicted; the overflow is capped at two frame capacities.
    const third = update({ previous: second, serialized: letters('F', 'G', 'H', 'I', 'J', 'K'), maxFrames: 3 });
    expect(shas(third)).toEqual([1, 5, 6]);
    const overflow = `${'F'}${letters('G', 'H', 'I', 'J', 'K')}`; // 301 chars after the two printed pages
    expect(third.textTail).toBe(`${overflow.slice(0, 72)} [...181ch elided...] ${overflow.slice(-48)}`);
    expect(third.truncatedChars).toBe(60 + 120 + 181);
    expect(third.frames[1]).toMatchObject({ chars: 60, shape: '8x13-bw', cols: 10, rows: 6, columns: 1 });
    expect(third.frames[2]?.chars).toBe(60);
  });

  it('does not pin with a budget of one frame', () => {
    nextSha = 1;
    const first = update({ serialized: letters('A'), maxFrames: 1 });
    const second = update({ previous: first, serialized: letters('B'), maxFrames: 1 });
    expect(shas(second)).toEqual([2]);
    expect(second.truncatedChars).toBe(60);
  });

  it('prints an earlier text summary at the head when there is no earlier archive', () => {
    const plan = planArchiveUpdate({
      previousSummary: 'We set up the repo.',
      serialized: '¶user:next',
      shape: { ...shape, frameSize: 400 },
      coverage,
      maxFrames: 3,
    });
    expect(plan.pages).toEqual(['[Summary of earlier history] We set up the repo. [Recent conversation] ¶user:next']);
    expect(plan.includedPreviousSummary).toBe(true);
  });

  it('remembers that frame 1 opens with the summary for as long as frame 1 is kept', () => {
    nextSha = 1;
    const first = update({ previousSummary: 'Earlier.', serialized: letters('A', 'B'), maxFrames: 2 });
    expect(first.opensWithSummary).toBe(true);
    const second = update({ previous: first, serialized: letters('C'), maxFrames: 2 });
    expect(shas(second)).toEqual([1, 3]); // frame 2 evicted, frame 1 pinned
    expect(second.opensWithSummary).toBe(true);
    const third = update({ previous: second, serialized: letters('D'), maxFrames: 1 });
    expect(third.opensWithSummary).toBeUndefined();
  });

  it('ignores the text summary once an archive exists (the archive already holds that history)', () => {
    nextSha = 1;
    const first = update({ serialized: 'one', maxFrames: 3 });
    const plan = planArchiveUpdate({
      previous: first,
      previousSummary: 'x',
      serialized: 'two',
      shape,
      coverage,
      maxFrames: 3,
    });
    expect(plan.pages).toEqual(['two']);
    expect(plan.includedPreviousSummary).toBe(false);
  });
});

describe('frame budget', () => {
  it.each([
    ['openrouter', 8],
    ['anthropic', 8],
    ['google-vertex', 8],
    ['umans', 8],
    ['ramp', 5],
    [undefined, 5],
  ])('%s → %i frames', (provider, frames) => {
    expect(providerFrameBudget(provider)).toBe(frames);
  });

  it('a configured image cap wins and is still clamped to eight', () => {
    expect(providerFrameBudget('ramp', { ramp: 3 })).toBe(3);
    expect(providerFrameBudget('ramp', { ramp: 50 })).toBe(8);
  });
});

describe('persisted archive', () => {
  const archive: SnapcompactArchive = { version: 1, frames: [], totalChars: 3, truncatedChars: 0, textTail: 'abc' };

  it('round-trips through preserveData, dropping the OpenAI remote-compaction payload', () => {
    const preserve = withPreservedArchive({ openaiRemoteCompaction: { x: 1 }, appKey: 2 }, archive);
    expect(preserve).toEqual({ appKey: 2, snapcompact: archive });
    expect(readPreservedArchive(JSON.parse(JSON.stringify(preserve)))).toEqual(archive);
  });

  it('is absent without the key and a typed error when malformed', () => {
    expect(readPreservedArchive(undefined)).toBeUndefined();
    expect(readPreservedArchive({ other: 1 })).toBeUndefined();
    expect(() => readPreservedArchive({ snapcompact: { version: 1, frames: [{ sha256: 'nope' }] } })).toThrow(
      InvalidArchiveError,
    );
  });
});

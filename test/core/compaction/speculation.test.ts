/**
 * The numbers of speculative compaction (compaction spec §3.7, §12 case 56: window 100k, threshold 50% = 50,000,
 * band start 41,808) and the validity of an armed cut on the branch it is claimed on.
 */
import { Flag, Kind, type CompactionIndex } from '../../../core/compaction/compaction-index';
import type { CompactionPlan } from '../../../core/compaction/prepare-compaction';
import {
  armedPlan,
  inSpeculationBand,
  speculationLead,
  speculationStale,
  withinSpeculationGrace,
  type ArmedCut,
} from '../../../core/compaction/speculation';

describe('the speculation lead, band and grace', () => {
  it('leads by an eighth of the threshold, at least 8,192 and at most 32,000 tokens', () => {
    expect(speculationLead(50_000)).toBe(8_192);
    expect(speculationLead(170_000)).toBe(21_250);
    expect(speculationLead(400_000)).toBe(32_000);
  });

  it('starts within the lead below the threshold only (band start 41,808 at threshold 50,000)', () => {
    expect(inSpeculationBand(41_807, 50_000)).toBe(false);
    expect(inSpeculationBand(41_808, 50_000)).toBe(true);
    expect(inSpeculationBand(49_999, 50_000)).toBe(true);
    expect(inSpeculationBand(50_000, 50_000)).toBe(false);
  });

  it('defers 51,000 and 51,500 over a 50,000 threshold, and not 58,192 (threshold + 8,192)', () => {
    expect(withinSpeculationGrace(51_000, 50_000, 100_000)).toBe(true);
    expect(withinSpeculationGrace(51_500, 50_000, 100_000)).toBe(true);
    expect(withinSpeculationGrace(58_192, 50_000, 100_000)).toBe(false);
    expect(withinSpeculationGrace(50_000, 50_000, 100_000)).toBe(false);
    // Never within 8,192 of the window.
    expect(withinSpeculationGrace(55_000, 50_000, 62_000)).toBe(false);
  });

  it('refreshes an armed result once the context grew by more than max(keepRecentTokens, 8,192)', () => {
    expect(speculationStale(40_000 + 20_000, 40_000, 20_000)).toBe(false);
    expect(speculationStale(40_000 + 20_001, 40_000, 20_000)).toBe(true);
    expect(speculationStale(40_000 + 8_193, 40_000, 4_000)).toBe(true);
  });
});

/** u0 a1 u2 a3 u4 a5: turns of two rows, every user row a cut point. */
function index(ids: string[]): CompactionIndex {
  const kinds = ids.map((id) => (id.startsWith('u') ? Kind.user : Kind.assistant)).join('');
  const flags = ids.map((id) => (id.startsWith('u') ? Flag.turnStart | Flag.cutPoint : 0));
  const zeros = ids.map(() => 0);
  return { v: 1, ids, kinds, tokens: ids.map(() => 100), flags, tools: [], tool: zeros, from: 'root' };
}

const current: CompactionPlan = {
  kind: 'plan',
  firstKeptEntryId: 'u4',
  isSplitTurn: false,
  turnStartEntryId: null,
  tokensBefore: 0,
  keepRecentTokens: 200,
  summarize: ['u0', 'a1', 'u2', 'a3'],
  turnPrefix: [],
  keep: ['u4', 'a5'],
  prune: [],
  fileOps: {},
};

const armed: ArmedCut = {
  snapshotLeafId: 'a3',
  firstKeptEntryId: 'u2',
  isSplitTurn: false,
  turnStartEntryId: null,
  summarize: { fromId: 'u0', toId: 'a1' },
};

describe('an armed cut on the branch it is claimed on', () => {
  it('stands for its own summarized range, with everything from its first kept entry to the leaf kept', () => {
    const verdict = armedPlan(index(['u0', 'a1', 'u2', 'a3', 'u4', 'a5']), current, armed);
    expect(verdict).toEqual({
      kind: 'valid',
      plan: { ...current, firstKeptEntryId: 'u2', summarize: ['u0', 'a1'], keep: ['u2', 'a3', 'u4', 'a5'] },
    });
  });

  it('is invalid once the leaf moved off its snapshot', () => {
    expect(armedPlan(index(['u0', 'a1', 'u2', 'x3', 'u4']), current, armed)).toEqual({
      kind: 'invalid',
      reason: 'leaf-moved',
    });
  });

  it('is invalid after a later compaction', () => {
    const later = { ...current, previousCompactionId: 'C9' };
    expect(armedPlan(index(['u0', 'a1', 'u2', 'a3']), later, armed)).toEqual({
      kind: 'invalid',
      reason: 'later-compaction',
    });
  });
});

/**
 * The derived values of compaction spec §12.1 on the real v1 fixture. The researcher computed them on the
 * original file; ours has five package-registry host names replaced by longer `*.example.*` names
 * (examples/README.md), which adds 21 bytes to tool outputs and so 5 tokens to the whole-file estimate and 4 to the estimate
 * after the second compaction. Cut points do not move. Values that depend on the upstream (buggy) boundary are
 * checked on the range that boundary implies; the fixed retained-history boundary is checked separately.
 */
import {
  adaptiveKeepTokens,
  buildCompactionIndex,
  buildIndexRows,
  findCutPoint,
  isMessageKind,
  planCompaction,
  prepareCompaction,
  producesMessage,
  type CompactionIndex,
  type CompactionPlan,
  type SessionEntry,
} from '../../../core';
import { readSessionPath } from '../../../cli/read-session-path';
import { REAL_SESSION } from '../../helpers/fixtures';

let path: SessionEntry[];
let all: CompactionIndex;

beforeAll(async () => {
  ({ path } = await readSessionPath(REAL_SESSION));
  all = buildIndexRows(path, 0);
});

const sum = (index: CompactionIndex, from: number, keep: (kind: string | undefined) => boolean): number => {
  let total = 0;
  for (let row = from; row < index.ids.length; row += 1) if (keep(index.kinds[row])) total += index.tokens[row]!;
  return total;
};

describe('real fixture (§12.1 derived values)', () => {
  it('reads a linear 1,002-entry branch with compactions at entries 358 and 627', () => {
    expect(path).toHaveLength(1002);
    expect(all.kinds[358]).toBe('C');
    expect(all.kinds[627]).toBe('C');
  });

  it('estimates the whole branch at 394,958 tokens (394,953 before the host-name edit)', () => {
    expect(sum(all, 0, isMessageKind)).toBe(394_958);
  });

  it('cuts the whole branch at 20k tokens on an assistant, splitting the turn at 955', () => {
    expect(findCutPoint(all, 0, all.ids.length, 20_000)).toEqual({ firstKept: 956, turnStart: 955, isSplitTurn: true });
  });

  it('lands a 20k cut on a user or assistant message (case 15)', () => {
    const cut = findCutPoint(all, 0, all.ids.length, 20_000);
    expect(['u', 'a']).toContain(all.kinds[cut.firstKept]);
  });

  it('reproduces the upstream-boundary plan on the range after the second compaction', () => {
    expect(sum(all, 628, producesMessage)).toBe(131_567);
    const upstream = buildIndexRows(path, 628);
    upstream.usage = buildCompactionIndex(path).usage!;
    expect(upstream.usage).toEqual({ context: 168_018, prompt: 167_988 });
    expect(adaptiveKeepTokens(upstream, 20_000)).toBe(15_663);
    expect(findCutPoint(all, 628, all.ids.length, 15_663)).toEqual({
      firstKept: 974,
      turnStart: 957,
      isSplitTurn: true,
    });
    const plan = prepareCompaction(upstream, { keepRecentTokens: 20_000 }) as CompactionPlan;
    expect(plan).toMatchObject({
      firstKeptEntryId: path[974]!.id,
      isSplitTurn: true,
      turnStartEntryId: path[957]!.id,
      tokensBefore: 168_018,
    });
    expect([plan.summarize.length, plan.turnPrefix.length, plan.keep.length]).toEqual([324, 17, 27]);
  });

  it('starts the fixed boundary at the second compaction’s first kept entry (file index 551 → entry 550)', () => {
    const index = buildCompactionIndex(path);
    expect(index.from).toBe('compaction-kept');
    expect(index.ids[0]).toBe(path[550]!.id);
    expect(index.ids).toHaveLength(1002 - 550);
    expect(index.previous).toMatchObject({ id: path[627]!.id, tokensBefore: 185_014, summaryChars: 3_649 });
  });

  it('plans the fixed-semantics compaction: kept region re-summarized, same tokensBefore', () => {
    const index = buildCompactionIndex(path);
    const plan = prepareCompaction(index, { keepRecentTokens: 20_000 }) as CompactionPlan;
    const estimate = sum(index, 0, producesMessage);
    expect(plan.tokensBefore).toBe(168_018);
    expect(plan.keepRecentTokens).toBe(Math.floor(20_000 / (167_988 / estimate)));
    const firstKept = path.findIndex((e) => e.id === plan.firstKeptEntryId);
    const relative = findCutPoint(index, 0, index.ids.length, plan.keepRecentTokens);
    expect(firstKept).toBe(550 + relative.firstKept);
    expect(plan.summarize[0]).toBe(path[550]!.id);
    expect(plan.summarize.length + plan.turnPrefix.length + plan.keep.length).toBe(
      index.kinds.split('').filter(producesMessage).length,
    );
    expect(planCompaction(index, { keepRecentTokens: 20_000 }).kind).toBe('plan');
  });
});

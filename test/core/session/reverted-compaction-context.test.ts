/**
 * A reverted compaction (the store folds `reverted: true` into its entry from a `compaction_reverted` event) is no
 * compaction for the context rebuild: the messages are those of the path without it, the latest standing compaction
 * before it is the boundary again, and the transcript shows its summary marked as reverted.
 */
import { buildSessionContext } from '../../../core/session/build-context';
import type { SessionEntry } from '../../../core/session/entries';
import { a, chain, compaction, u } from './builders';

const reverted = (entries: SessionEntry[], id: string): SessionEntry[] =>
  entries.map((e) => (e.id === id && e.type === 'compaction' ? { ...e, reverted: true } : e));

const path = chain(
  (p) => u('u1', p),
  (p) => a('a1', p),
  (p) => compaction('c1', p, 'u1'),
  (p) => u('u2', p),
  (p) => a('a2', p),
  (p) => compaction('c2', p, 'u2'),
  (p) => u('u3', p),
);
/** The path with `ids` left out, their children re-parented onto what they hung from. */
function without(ids: string[]): SessionEntry[] {
  const parentOf = new Map(path.map((e) => [e.id, e.parentId]));
  const kept = (id: string | null): string | null => (id !== null && ids.includes(id) ? kept(parentOf.get(id)!) : id);
  return path.filter((e) => !ids.includes(e.id)).map((e) => ({ ...e, parentId: kept(e.parentId) }));
}

describe('context rebuild over a reverted compaction', () => {
  it('equals the rebuild of the path without the reverted compaction', () => {
    expect(buildSessionContext(reverted(path, 'c2')).messages).toEqual(buildSessionContext(without(['c2'])).messages);
  });

  it('with every compaction reverted equals the uncompacted rebuild', () => {
    const both = reverted(reverted(path, 'c2'), 'c1');
    expect(buildSessionContext(both)).toEqual(buildSessionContext(without(['c1', 'c2'])));
  });

  it('shows the reverted summary in the transcript, marked, and the standing one as the current summary', () => {
    const messages = buildSessionContext(reverted(path, 'c2'), { mode: 'transcript' }).messages;
    const summaries = messages.filter((m) => m.role === 'compactionSummary');
    expect(summaries).toEqual([
      expect.objectContaining({ summary: 'summary c1' }),
      expect.objectContaining({ summary: 'summary c2', reverted: true }),
    ]);
    expect(summaries[0]).not.toHaveProperty('reverted');
  });
});

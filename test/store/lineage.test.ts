/** The text lines the CLI prints for a session's handoff lineage (tree, history). */
import { describeLineage } from '../../store/session-store/lineage';

describe('describeLineage', () => {
  it('says nothing for a session without handoffs', () => {
    expect(describeLineage({ parentSessionId: null, handedOffTo: null })).toEqual([]);
  });

  it('names the session a handoff continues and the one it was handed off to', () => {
    expect(describeLineage({ parentSessionId: 'old-1', handedOffTo: 'next-1' })).toEqual([
      'continues session old-1 (handoff)',
      'handed off to session next-1',
    ]);
  });
});

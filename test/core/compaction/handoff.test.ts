/** When strategy `handoff` may run for a trigger, and the message that opens the new session (spec §8, §3.9). */
import { handoffAvailability, handoffMessageContent, HANDOFF_CUSTOM_TYPE } from '../../../core/compaction/handoff';

describe('handoffAvailability', () => {
  it('hands off on a manual trigger as the user asked (no automatic focus)', () => {
    expect(handoffAvailability('manual')).toEqual({ available: true, automatic: false });
  });

  it.each(['threshold', 'idle'] as const)('hands off on %s as automatic maintenance', (trigger) => {
    expect(handoffAvailability(trigger)).toEqual({ available: true, automatic: true });
  });

  it('never hands off for overflow recovery: the handoff request would overflow too', () => {
    expect(handoffAvailability('overflow')).toEqual({
      available: false,
      reason: 'handoff is not used for overflow recovery: its request would overflow too',
    });
  });

  it('never hands off for incomplete-response recovery: the retried turn stays in its session', () => {
    const result = handoffAvailability('incomplete');
    expect(result.available).toBe(false);
    expect(result).toMatchObject({ reason: expect.stringMatching(/incomplete-response recovery/) });
  });
});

describe('handoffMessageContent', () => {
  it('wraps the document in <handoff-context> and names the session it came from', () => {
    expect(handoffMessageContent('## Goal\nShip it.', 'old-1')).toBe(
      '<handoff-context>\n## Goal\nShip it.\n</handoff-context>\n\n' +
        'The handoff above was written at the end of a previous session (old-1), which this session continues.',
    );
  });

  it('uses the custom type "handoff"', () => {
    expect(HANDOFF_CUSTOM_TYPE).toBe('handoff');
  });
});

/**
 * Handoff as a compaction strategy (compaction spec §8, v17 behaviour: a new linked session). Pure: when the
 * method may run for a trigger, and the visible message that opens the new session.
 */
import type { CompactionTrigger } from './trigger';

export const HANDOFF_CUSTOM_TYPE = 'handoff';

export type HandoffAvailability = { available: true; automatic: boolean } | { available: false; reason: string };

/**
 * Recovery triggers retry a failed turn in the session they compact: handing off would move that turn's context
 * into a request of the same size (overflow would overflow again, spec §3.9 step 2), and the retry belongs to the
 * old session. Manual handoffs are the user's own; threshold and idle ones are automatic maintenance.
 */
export function handoffAvailability(trigger: CompactionTrigger): HandoffAvailability {
  if (trigger === 'overflow') {
    return { available: false, reason: 'handoff is not used for overflow recovery: its request would overflow too' };
  }
  if (trigger === 'incomplete') {
    return { available: false, reason: 'handoff is not used for incomplete-response recovery: the retry stays here' };
  }
  return { available: true, automatic: trigger !== 'manual' };
}

/** The content of the handoff `custom_message`: the document in its wrapper, then where it came from. */
export function handoffMessageContent(document: string, fromSessionId: string): string {
  return (
    `<handoff-context>\n${document}\n</handoff-context>\n\n` +
    `The handoff above was written at the end of a previous session (${fromSessionId}), which this session continues.`
  );
}

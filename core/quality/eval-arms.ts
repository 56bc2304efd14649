/**
 * The eval's baseline arms, built from the session's messages without any compaction (issue 23; quality spec §3):
 * `full` (every message: the ceiling), `tail-only` (the kept tail alone: what survives with no summary) and
 * `prune-only` (observation masking, JetBrains' cheap baseline: the compacted span keeps its user and assistant
 * messages and tool calls, every tool output in it is replaced by a one-line notice). Pure.
 */
import type { AgentMessage } from '../session/messages';
import type { SpanMessage } from './session-walk';

export const BASELINE_ARMS = ['full', 'tail-only', 'prune-only'] as const;
export type BaselineArm = (typeof BASELINE_ARMS)[number];

/** What a masked tool output reads as. */
export const MASKED_OUTPUT = '[tool output omitted]';

/**
 * The context of a baseline arm for a cut at `firstKeptId` (the first entry of the kept tail). Throws when the cut
 * is not on the span: an arm built at a wrong cut would score a different session.
 */
export function baselineContext(arm: BaselineArm, span: readonly SpanMessage[], firstKeptId: string): AgentMessage[] {
  const cut = span.findIndex((s) => s.id === firstKeptId);
  if (cut < 0) throw new RangeError(`the kept tail's first entry ${firstKeptId} is not on the session's path`);
  if (arm === 'full') return span.map((s) => s.message);
  const tail = span.slice(cut).map((s) => s.message);
  if (arm === 'tail-only') return tail;
  return [...span.slice(0, cut).map((s) => maskOutput(s.message)), ...tail];
}

function maskOutput(message: AgentMessage): AgentMessage {
  if (message.role === 'toolResult') return { ...message, content: [{ type: 'text', text: MASKED_OUTPUT }] };
  if (message.role === 'bashExecution') return { ...message, output: MASKED_OUTPUT };
  return message;
}

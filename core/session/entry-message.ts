/**
 * What one path entry contributes to a rebuilt context (compaction spec §10 step 4), in each mode of the rebuild.
 * Pure.
 */
import type { SessionEntry } from './entries';
import type { AgentMessage } from './messages';

export type ContextMode = 'llm' | 'transcript' | 'collapsed';

/** Custom messages of this type are plan-mode scaffolding and never sent to the LLM. */
export const PREWALK_PLAN_TYPE = 'prewalk-plan';

/** The one message an entry contributes, if any (spec §10 step 4). */
export function entryMessage(entry: SessionEntry, mode: ContextMode): AgentMessage | undefined {
  switch (entry.type) {
    case 'message':
      if (mode === 'llm' && entry.message.role === 'assistant' && entry.message.retryRecovery !== undefined) {
        return undefined;
      }
      return entry.message;
    case 'custom_message': {
      const validContent = typeof entry.content === 'string' || Array.isArray(entry.content);
      if (!validContent || (mode === 'llm' && entry.customType === PREWALK_PLAN_TYPE)) return undefined;
      const message: AgentMessage = {
        role: 'custom',
        customType: entry.customType,
        content: entry.content,
        display: entry.display,
        timestamp: Date.parse(entry.timestamp),
      };
      if (entry.details !== undefined) message.details = entry.details;
      if (entry.attribution !== undefined) message.attribution = entry.attribution;
      return message;
    }
    case 'branch_summary':
      if (entry.summary === '') return undefined;
      return {
        role: 'branchSummary',
        summary: entry.summary,
        fromId: entry.fromId,
        timestamp: Date.parse(entry.timestamp),
      };
    default:
      return undefined;
  }
}

/**
 * Builds the user message text of every summarizer call (spec §6.3, §8, §9.2) from already-serialized
 * transcript text. Untrusted text (transcript, previous summary) has its framing tags escaped here, so no
 * caller can forget it. Pure.
 */
import { escapeSummaryTags } from '../compaction/serialize-conversation';

export interface SummaryPromptParts {
  /** Serialized transcript of the messages to summarize. */
  readonly conversation: string;
  readonly previousSummary?: string;
  /** Extra context lines (hooks, memory backend), rendered as a bullet list. */
  readonly additionalContext?: readonly string[];
  /** The instruction prompt (initial, update, short, turn prefix, handoff, branch or an override). */
  readonly basePrompt: string;
  /** Custom instructions appended as `Additional focus:`. */
  readonly focus?: string;
}

/**
 * `<conversation>\n…\n</conversation>\n\n` + optional `<previous-summary>` block + optional
 * `<additional-context>` list + base prompt + optional `\n\nAdditional focus: …`.
 */
export function assembleSummaryPrompt(parts: SummaryPromptParts): string {
  let text = `<conversation>\n${escapeSummaryTags(parts.conversation)}\n</conversation>\n\n`;
  if (parts.previousSummary !== undefined && parts.previousSummary !== '') {
    text += `<previous-summary>\n${escapeSummaryTags(parts.previousSummary)}\n</previous-summary>\n\n`;
  }
  const context = (parts.additionalContext ?? []).filter((line) => line.trim() !== '');
  if (context.length > 0) {
    text += `<additional-context>\n${context.map((line) => `- ${line}`).join('\n')}\n</additional-context>\n\n`;
  }
  text += parts.basePrompt;
  if (parts.focus !== undefined && parts.focus.trim() !== '') text += `\n\nAdditional focus: ${parts.focus}`;
  return text;
}

/**
 * How the stored summary is assembled from the summarizer outputs (compaction spec §4.6): a split turn appends
 * the turn-prefix summary under a fixed heading; without history the literal "No prior history." stands in.
 */

export const NO_PRIOR_HISTORY = 'No prior history.';
export const SPLIT_TURN_SEPARATOR = '\n\n---\n\n**Turn Context (split turn):**\n\n';

export interface SummaryParts {
  /** The history summary, when there were messages to summarize (or a previous summary to update). */
  history?: string;
  /** The previous compaction's summary, reused unchanged when nothing new was summarized. */
  previous?: string;
  /** The split turn's prefix summary. */
  turnPrefix?: string;
}

export function mergeSummaries(parts: SummaryParts): string {
  const history = parts.history ?? parts.previous ?? NO_PRIOR_HISTORY;
  return parts.turnPrefix === undefined ? history : `${history}${SPLIT_TURN_SEPARATOR}${parts.turnPrefix}`;
}

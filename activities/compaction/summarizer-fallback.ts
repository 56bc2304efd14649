/**
 * Runs a summarization with each summarizer candidate in turn (compaction spec §6.7): an authentication failure
 * moves to the next candidate; any other failure is the activity's failure (retryable ones are retried by Temporal
 * with the same candidate order). A summary made after passing over a candidate says so in its warning, so the
 * compaction entry and the audit show which model failed and why.
 */
import type { ApplicationFailure } from '@temporalio/common';
import { failure, isFailureOf } from '../failures';
import type { SummarizerDeps } from '../llm';

interface Warned {
  warning?: string;
}

export async function withCandidates<T extends Warned>(
  candidates: readonly SummarizerDeps[],
  summarize: (summarizer: SummarizerDeps) => Promise<T>,
): Promise<T> {
  const refused: string[] = [];
  for (const summarizer of candidates) {
    try {
      const result = await summarize(summarizer);
      if (refused.length === 0) return result;
      const note = `Summarized with ${summarizer.completer.model} after authentication failed for ${refused.join('; ')}.`;
      return { ...result, warning: [note, result.warning].filter(Boolean).join(' ') };
    } catch (error) {
      if (!isFailureOf(error, 'ProviderAuth')) throw error;
      refused.push(`${summarizer.completer.model} (${(error as ApplicationFailure).message})`);
    }
  }
  throw failure('ProviderAuth', {
    message: `Compaction requires usable credentials: every summarizer candidate failed authentication: ${refused.join('; ')}`,
  });
}

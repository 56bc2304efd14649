/**
 * The LLM summary (compaction spec §4–§6), the chain's last method: the summary activity reads the planned
 * entries, folds them through the summarizer candidates (§6.7) at the session's thinking level, and returns only
 * the summary text and small numbers. It always applies; its failures fail the run.
 */
import type { CompactionMethod } from '../method-types';
import { patchApplies } from '../patches';
import { llm, llmFailover } from '../proxies';
import { qualityGateMode, qualityGateModel } from './quality-gate';
import { summarizerCandidates } from '../summarizer-candidates';
import { plannedContent, summaryEntry } from './entry-fields';

export const llmSummary: CompactionMethod = {
  name: 'context-full',
  makes: 'entry',
  callsProvider: true,
  progress: 'context-full',
  applies: () => true,
  async run(run) {
    const { input } = run;
    const summarizer = patchApplies('summaryHeartbeat') ? llmFailover : llm;
    const summary = await summarizer.summarizeCompaction({
      ...plannedContent(run),
      modelRef: input.summaryModel,
      ...summarizerCandidates(run.model),
      instructions: input.instructions,
      thinkingLevel: run.thinkingLevel,
      reserveTokens: input.settings?.reserveTokens,
      additionalContext: run.entry?.extra.context,
      promptOverride: run.entry?.extra.prompt,
      // In this order: the patches these ask are recorded after summarizerCandidates' (histories depend on it).
      qualityGate: qualityGateMode(run),
      ...qualityGateModel(run, qualityGateMode(run)),
    });
    return summaryEntry(run, summary, 'context-full');
  },
};

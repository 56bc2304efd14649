/**
 * The compaction method chain, in order (compaction spec §3.9; DESIGN §3 step 3; docs/architecture.md, "The method
 * chain"): the first method that applies and makes a result ends it; one that passes on is recorded with its reason.
 * Adding a method is one module beside these and one entry here. The order of a history's commands follows this
 * list, so a new entry goes behind its own patch (asked in its `applies`).
 */
import type { CompactionMethod } from '../method-types';
import { anthropicNative } from './anthropic-native';
import { beforeCompactHook } from './before-compact-hook';
import { handoff } from './handoff';
import { llmSummary } from './llm-summary';
import { openaiNative } from './openai-native';
import { openaiNativeV2 } from './openai-native-v2';
import { remoteEndpoint } from './remote-endpoint';
import { snapcompact } from './snapcompact';
import { skipAfterGate, snapcompactAfterGate } from './quality-gate';
import { skipOverBudget, snapcompactOverBudget } from './over-budget';

export const COMPACTION_METHODS: readonly CompactionMethod[] = [
  handoff,
  beforeCompactHook,
  remoteEndpoint,
  // Patch openaiStreamingCompaction: asked only for a model whose catalog entry supports V2, so earlier runs never reach it.
  openaiNativeV2,
  openaiNative,
  anthropicNative,
  snapcompact,
  llmSummary,
  // An enforced quality gate passed the summary on (patch summaryQualityGate: no run before it gets here).
  snapcompactAfterGate,
  skipAfterGate,
  // A spent budget passed every provider method on (patch budgetPassOn: no run before it gets here).
  snapcompactOverBudget,
  skipOverBudget,
];

export { openEntry } from './before-compact-hook';
export { qualityGate } from './quality-gate';
export { BUDGET_REASON } from './over-budget';

/**
 * The summarizer-candidates patch (compaction spec §6.7): new runs hand the summary activity the active model, so
 * the session's own model is the default summarizer and an auth failure moves to the next candidate. Runs recorded
 * before the patch replay without it (the requested model, else the worker's configured summarizer, alone).
 */
import { patched } from '@temporalio/workflow';
import type { ModelInfo } from '../core';

export const SUMMARIZER_CANDIDATES = 'seed-summarizer-candidates';

export function summarizerCandidates(model: ModelInfo): { activeModel?: string } {
  return patched(SUMMARIZER_CANDIDATES) ? { activeModel: `${model.provider}/${model.id}` } : {};
}

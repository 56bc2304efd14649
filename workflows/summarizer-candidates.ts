/**
 * The summarizer-candidates patch (compaction spec §6.7): new runs hand the summary activity the active model, so
 * the session's own model is the default summarizer and an auth failure moves to the next candidate. Runs recorded
 * before the patch replay without it (the requested model, else the worker's configured summarizer, alone).
 */
import type { ModelInfo } from '../core';
import { patchApplies } from './patches';

export function summarizerCandidates(model: ModelInfo): { activeModel?: string } {
  return patchApplies('summarizerCandidates') ? { activeModel: `${model.provider}/${model.id}` } : {};
}

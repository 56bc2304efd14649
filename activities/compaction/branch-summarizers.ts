/**
 * The summarizer candidates of a branch summary (compaction spec §6.7, §9.2), chosen like the compaction summary's:
 * the requested model as the compaction-model target, the settings' `summarizer.model` (with its templates,
 * instructions and length budget applied to each candidate), then the session's own model at the leaf being left, the
 * configured summary model and the largest-context model with credentials. The session model is read here, by the
 * activity, so the summarizeBranch workflow and its recorded histories are unchanged.
 */
import type { SessionEntry } from '../../core/session/entries';
import { emptySettings, foldSettingsOver } from '../../core/session/session-settings';
import { loadActiveBranch } from '../../store/session-store';
import type { SummarizerDeps } from '../llm';
import type { CompactionDeps } from './deps';
import { readSummarizerControl } from './summarizer-control';

export interface BranchSummarizerRequest {
  tenantId: string;
  sessionId: string;
  /** The navigation's requested summarizer (`provider/id`). */
  model?: string;
}

/** The session's default model on its active branch (the leaf the navigation leaves), if any entry set one. */
export async function sessionModelOf(deps: CompactionDeps, ids: BranchSummarizerRequest): Promise<string | undefined> {
  const branch = await loadActiveBranch(deps.db, { tenantId: ids.tenantId, sessionId: ids.sessionId });
  return foldSettingsOver(branch.entries, branch.settingsBase?.state ?? emptySettings()).models.default;
}

/** The session's default model folded over a root → leaf path that a caller already read. */
export const sessionModelOn = (path: readonly SessionEntry[]): string | undefined =>
  foldSettingsOver(path).models.default;

/**
 * Usable candidates in order; a typed ProviderAuth naming the provider and variable when none is usable.
 * `sessionModel`: the session's model when the caller has the active path already (no second read).
 */
export async function branchSummarizers(
  deps: CompactionDeps,
  request: BranchSummarizerRequest,
  sessionModel?: { model: string | undefined },
): Promise<readonly SummarizerDeps[]> {
  const active = sessionModel ? sessionModel.model : await sessionModelOf(deps, request);
  const control = await readSummarizerControl(deps.db, request);
  const found = deps.llm.summarizerCandidates({ target: request.model, configured: control.model, active });
  return found.usable.map((summarizer) => control.apply(summarizer));
}

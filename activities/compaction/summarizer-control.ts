/**
 * Summarizer control (docs/compaction.md, "Summarizer control"): the `summarizer` and `prompts` settings of a
 * compaction's session, its own over its tenant's, read by the activity that calls the summarizer, so that no
 * workflow code or recorded history changes. They choose the model (after a request's explicit one), the reasoning
 * effort (over the session's thinking level), the custom templates, the extra instructions and the length budget.
 * A template is checked again here and one that fails (possible only for rows written before the check) is
 * passed over for the built-in prompt: nothing stored can fail a compaction.
 */
import { layerSettings } from '../../core/settings-layers';
import type { SessionSettings } from '../../core/session/session-settings-schema';
import { BUILT_IN_PROMPT, checkTemplate, TEMPLATE_KINDS } from '../../core/summary/prompt-templates';
import { readSessionSettings } from '../../store/session-store/session-settings';
import { readTenantSettingsRow } from '../../store/tenants/tenant-settings';
import type { Db } from '../../store/database';
import { withTenant } from '../../store/with-tenant';
import { withCustomPrompts, type PromptId } from '../llm/prompts';
import type { SummarizerDeps } from '../llm';

export interface SummarizerControl {
  /** `summarizer.model`: the summarizer to try after a request's explicit model. */
  readonly model?: string;
  /** `summarizer.reasoningEffort`, which replaces the session's thinking level for the summarizer's calls. */
  readonly thinkingLevel?: string;
  /** The summarizer with the custom templates, instructions and length budget applied. */
  apply(summarizer: SummarizerDeps): SummarizerDeps;
}

/** The session's effective summarizer control; a session or tenant without settings gets the defaults. */
export async function readSummarizerControl(
  db: Db,
  ids: { tenantId: string; sessionId: string },
): Promise<SummarizerControl> {
  const [tenant, own] = await Promise.all([
    readTenantSettingsRow(db, ids.tenantId),
    withTenant(db, ids.tenantId, (tx) => readSessionSettings(tx, ids.sessionId)),
  ]);
  return summarizerControl(layerSettings(tenant ?? {}, own ?? {}));
}

export function summarizerControl(settings: SessionSettings): SummarizerControl {
  const { summarizer = {}, prompts = {} } = settings;
  const texts: Partial<Record<PromptId, string>> = {};
  for (const kind of TEMPLATE_KINDS) {
    const text = prompts[kind];
    if (text !== undefined && checkTemplate(kind, text) === undefined) {
      texts[BUILT_IN_PROMPT[kind] as PromptId] = text;
    }
  }
  const instructions = prompts.instructions?.trim() ? prompts.instructions : undefined;
  const control = {
    ...(instructions !== undefined ? { instructions } : {}),
    ...(summarizer.maxSummaryTokens !== undefined ? { maxSummaryTokens: summarizer.maxSummaryTokens } : {}),
  };
  return {
    ...(summarizer.model !== undefined ? { model: summarizer.model } : {}),
    ...(summarizer.reasoningEffort !== undefined ? { thinkingLevel: summarizer.reasoningEffort } : {}),
    apply: (deps) => ({
      ...deps,
      prompts: withCustomPrompts(deps.prompts, { texts, instructions }),
      control: { ...deps.control, ...control },
    }),
  };
}

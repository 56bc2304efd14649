/**
 * Renders a stored summary into the text the model later sees in its context (spec §6.4 context wrappers):
 * compaction, branch-return and handoff wrappers, each a template with one `{{summary}}` placeholder.
 */
import { renderTemplate } from '../../core/template';
import type { PromptSet } from './prompts';

export type ContextWrapperKind = 'compaction' | 'branch' | 'handoff';

export function wrapSummaryForContext(prompts: PromptSet, kind: ContextWrapperKind, summary: string): string {
  return renderTemplate(prompts.prompts[`context-${kind}`].text, { summary });
}

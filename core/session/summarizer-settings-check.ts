/**
 * The write-time check of the summarizer settings that a schema cannot state: the model must be in the catalog,
 * and every custom template must pass its template check (known placeholders only, balanced braces, size), so that
 * nothing stored can fail a compaction later. Pure.
 */
import { knownModels, parseModelRef } from '../models/model-catalog';
import { checkTemplate, TEMPLATE_KINDS, type TemplateProblem } from '../summary/prompt-templates';
import type { SessionSettings } from './session-settings-schema';

export type SummarizerSettingsProblem =
  | { readonly path: string; readonly kind: 'unknown-model'; readonly message: string }
  | { readonly path: string; readonly kind: 'template'; readonly problem: TemplateProblem };

/** Whether `ref` names a catalog model (a dated snapshot of a catalog line counts, as in resolveModel). */
export function isCatalogModel(ref: string): boolean {
  const parsed = parseModelRef(ref);
  if (!parsed) return false;
  return knownModels().some(
    (m) => m.provider === parsed.provider && (m.id === parsed.id || parsed.id.startsWith(`${m.id}-20`)),
  );
}

/** The first problem of the settings' summarizer and prompts blocks, or undefined when they may be stored. */
export function summarizerSettingsProblem(settings: SessionSettings): SummarizerSettingsProblem | undefined {
  const model = settings.summarizer?.model;
  if (model !== undefined && !isCatalogModel(model)) {
    const known = knownModels()
      .map((m) => `${m.provider}/${m.id}`)
      .join(', ');
    return { path: 'summarizer.model', kind: 'unknown-model', message: `unknown model "${model}"; known: ${known}` };
  }
  for (const kind of TEMPLATE_KINDS) {
    const text = settings.prompts?.[kind];
    const problem = text === undefined ? undefined : checkTemplate(kind, text);
    if (problem) return { path: `prompts.${kind}`, kind: 'template', problem };
  }
  return undefined;
}

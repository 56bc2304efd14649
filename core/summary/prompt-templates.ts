/**
 * Custom summarizer prompt templates (tenant and session settings `prompts.*`): which placeholders each template may
 * use, the check a template passes before it is stored, and the rendering that substitutes the placeholders at call
 * time. A template is the instruction text of its call; the framing blocks (`<conversation>`, `<previous-summary>`,
 * `<additional-context>`) stay where the built-in assembly puts them. Rendering cannot fail: it replaces each
 * `{{name}}` with its value (unknown names, which the check never lets through, with nothing). Pure.
 */
import { PLACEHOLDER, renderTemplate as renderStrict, templateVariables } from '../template';

export const TEMPLATE_KINDS = ['summary', 'updateSummary', 'turnPrefix', 'branchSummary', 'handoff'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The built-in prompt file (prompts/<id>.md) each template replaces. */
export const BUILT_IN_PROMPT: Readonly<Record<TemplateKind, string>> = {
  summary: 'summary-initial',
  updateSummary: 'summary-update',
  turnPrefix: 'turn-prefix',
  branchSummary: 'branch-summary',
  handoff: 'handoff-document',
};

/**
 * `maxTokens`: the call's output cap; `focus`: the user's focus (`/compact focus…`; with it in the template, the
 * focus is not appended again as `Additional focus:`). The calls that take no focus offer none.
 */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TemplateKind, readonly string[]>> = {
  summary: ['maxTokens', 'focus'],
  updateSummary: ['maxTokens', 'focus'],
  turnPrefix: ['maxTokens'],
  branchSummary: ['maxTokens'],
  handoff: ['maxTokens', 'focus'],
};

export const MAX_TEMPLATE_CHARS = 16_384;
export const MAX_INSTRUCTIONS_CHARS = 4_096;

export type TemplateValues = Partial<Record<string, string>>;

export type TemplateProblem =
  | { readonly reason: 'unknown-placeholder'; readonly placeholder: string; readonly message: string }
  | { readonly reason: 'unbalanced' | 'too-long' | 'empty'; readonly message: string };

/** Why `text` cannot be the `kind` template, or undefined when it can. */
export function checkTemplate(kind: TemplateKind, text: string): TemplateProblem | undefined {
  if (text.trim() === '') return { reason: 'empty', message: `the ${kind} template is empty` };
  if (text.length > MAX_TEMPLATE_CHARS) {
    return {
      reason: 'too-long',
      message: `the ${kind} template has ${text.length} characters; at most ${MAX_TEMPLATE_CHARS} are allowed`,
    };
  }
  const allowed = TEMPLATE_PLACEHOLDERS[kind];
  for (const name of templateVariables(text)) {
    if (!allowed.includes(name)) {
      const known = allowed.map((p) => `{{${p}}}`).join(', ');
      return {
        reason: 'unknown-placeholder',
        placeholder: name,
        message: `the ${kind} template uses the unknown placeholder {{${name}}}; it may use ${known}`,
      };
    }
  }
  // Placeholders blanked out at their own length, so that an index into `rest` is one into `text`.
  const rest = text.replace(PLACEHOLDER, (whole) => '\u0000'.repeat(whole.length));
  const stray = /\{\{|\}\}/.exec(rest);
  if (stray) {
    return {
      reason: 'unbalanced',
      message: `the ${kind} template has an unbalanced "${stray[0]}" at character ${stray.index + 1}: write placeholders as {{name}}`,
    };
  }
  return undefined;
}

/** Whether `text` uses the placeholder `name`. */
export const usesPlaceholder = (text: string, name: string): boolean => templateVariables(text).includes(name);

/**
 * `text` with every placeholder replaced by its value (a missing value by nothing), in one pass: the strict
 * renderer, handed exactly the names the text uses, so it has nothing to refuse.
 */
export function renderPromptTemplate(text: string, values: TemplateValues): string {
  const used = templateVariables(text);
  return used.length === 0 ? text : renderStrict(text, Object.fromEntries(used.map((n) => [n, values[n] ?? ''])));
}

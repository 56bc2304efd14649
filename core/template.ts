/**
 * Renders `{{name}}` prompt templates. Strict both ways: a placeholder without a value and a value without a
 * placeholder are both errors, so a renamed variable can never silently ship an empty or stale prompt.
 * Pure: no I/O; templates arrive as text.
 */

/** `{{name}}`, spaces allowed inside the braces (global: use with matchAll or replace). */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** A template and its variables disagree; `missing`/`unused` list the offending names, sorted. */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  constructor(
    readonly missing: readonly string[],
    readonly unused: readonly string[],
  ) {
    const parts = [
      missing.length > 0 ? `missing variable(s): ${missing.join(', ')}` : '',
      unused.length > 0 ? `unused variable(s): ${unused.join(', ')}` : '',
    ].filter((p) => p !== '');
    super(`template does not match its variables: ${parts.join('; ')}`);
  }
}

/** The distinct placeholder names of a template, sorted. */
export function templateVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] as string);
  return [...names].sort();
}

/**
 * Replaces every `{{name}}` with `vars[name]` in one pass (values are never re-scanned, so a value containing
 * `{{x}}` stays literal). Throws TemplateError when a placeholder has no value or a value has no placeholder.
 */
export function renderTemplate(text: string, vars: Readonly<Record<string, string>>): string {
  const used = templateVariables(text);
  const missing = used.filter((name) => !Object.hasOwn(vars, name));
  const unused = Object.keys(vars)
    .filter((name) => !used.includes(name))
    .sort();
  if (missing.length > 0 || unused.length > 0) throw new TemplateError(missing, unused);
  return text.replace(PLACEHOLDER, (_whole, name: string) => vars[name] as string);
}

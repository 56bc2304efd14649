/**
 * Every template the write-time check accepts renders at run time: for arbitrary templates built from text, braces
 * and known and unknown placeholders, an accepted one renders without throwing, each placeholder replaced by its
 * value exactly once and nothing else changed; a refused one names an unknown placeholder it really uses, or a
 * stray `{{`/`}}` it really has.
 */
import fc from 'fast-check';
import {
  checkTemplate,
  renderPromptTemplate,
  TEMPLATE_KINDS,
  TEMPLATE_PLACEHOLDERS,
} from '../../../core/summary/prompt-templates';
import { templateVariables } from '../../../core/template';

const fragment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('{', '}', '{{', '}}', ' ', '\n', '{{{', '}}}'),
  fc.constantFrom('maxTokens', 'focus', 'conversation', 'summary', 'x1').map((name) => `{{${name}}}`),
  fc.constantFrom('maxTokens', 'focus').map((name) => `{{ ${name} }}`),
);
const template = fc.array(fragment, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
/** Values that are easy to count in the output: `⟨name⟩` never occurs in a generated template. */
const values = Object.fromEntries(['maxTokens', 'focus'].map((name) => [name, `⟨${name}⟩`]));

describe('custom prompt templates, for arbitrary text', () => {
  it.each(TEMPLATE_KINDS)('%s: every accepted template renders; every refusal names what is wrong', (kind) => {
    fc.assert(
      fc.property(template, (text) => {
        const problem = checkTemplate(kind, text);
        const used = [...text.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g)];
        if (problem === undefined) {
          const rendered = renderPromptTemplate(text, values);
          for (const name of TEMPLATE_PLACEHOLDERS[kind]) {
            const count = used.filter((m) => m[1] === name).length;
            expect(rendered.split(`⟨${name}⟩`).length - 1).toBe(count);
          }
          const tokenChars = used.reduce((n, m) => n + m[0].length, 0);
          const valueChars = used.reduce((n, m) => n + values[m[1]!]!.length, 0);
          expect(rendered.length).toBe(text.length - tokenChars + valueChars);
          return;
        }
        if (problem.reason === 'unknown-placeholder') {
          expect(templateVariables(text)).toContain(problem.placeholder);
          expect(TEMPLATE_PLACEHOLDERS[kind]).not.toContain(problem.placeholder);
        } else if (problem.reason === 'unbalanced') {
          expect(text).toMatch(/\{\{|\}\}/);
        } else {
          expect(problem.reason).toBe('empty');
          expect(text.trim()).toBe('');
        }
      }),
      { numRuns: 400 },
    );
  });
});

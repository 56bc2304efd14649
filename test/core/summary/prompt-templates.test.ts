import {
  checkTemplate,
  MAX_TEMPLATE_CHARS,
  renderPromptTemplate,
  TEMPLATE_KINDS,
  TEMPLATE_PLACEHOLDERS,
  usesPlaceholder,
} from '../../../core/summary/prompt-templates';

describe('checkTemplate', () => {
  it('accepts a template that uses only its own placeholders, with spaces inside the braces', () => {
    expect(checkTemplate('summary', 'Summarize in at most {{maxTokens}} tokens. Focus: {{ focus }}.')).toBeUndefined();
    expect(checkTemplate('turnPrefix', 'Summarize the start of the turn in {{maxTokens}} tokens.')).toBeUndefined();
  });

  it('accepts single braces as text (a JSON example in the instructions)', () => {
    expect(checkTemplate('handoff', 'Answer like {"goal": "…"} within {{maxTokens}} tokens.')).toBeUndefined();
  });

  it('refuses an unknown placeholder, naming it and the ones the template may use', () => {
    expect(checkTemplate('summary', 'Keep it short. {{conversation}}')).toEqual({
      reason: 'unknown-placeholder',
      placeholder: 'conversation',
      message:
        'the summary template uses the unknown placeholder {{conversation}}; it may use {{maxTokens}}, {{focus}}',
    });
  });

  it('refuses a placeholder another template has but this one does not (turn prefix has no focus)', () => {
    expect(checkTemplate('turnPrefix', 'Focus on {{focus}}.')).toMatchObject({
      reason: 'unknown-placeholder',
      placeholder: 'focus',
    });
  });

  it('refuses unbalanced braces with the 1-based position of the stray pair', () => {
    expect(checkTemplate('summary', 'Budget {{maxTokens} tokens.')).toEqual({
      reason: 'unbalanced',
      message: 'the summary template has an unbalanced "{{" at character 8: write placeholders as {{name}}',
    });
    expect(checkTemplate('branchSummary', 'Done. }}')).toMatchObject({ reason: 'unbalanced' });
    expect(checkTemplate('summary', '{{ 2 }}')).toMatchObject({ reason: 'unbalanced' });
  });

  it('refuses an empty template and one over the size limit', () => {
    expect(checkTemplate('handoff', '  \n')).toMatchObject({ reason: 'empty' });
    expect(checkTemplate('handoff', 'x'.repeat(MAX_TEMPLATE_CHARS))).toBeUndefined();
    expect(checkTemplate('handoff', 'x'.repeat(MAX_TEMPLATE_CHARS + 1))).toMatchObject({ reason: 'too-long' });
  });
});

describe('renderPromptTemplate', () => {
  it('substitutes every placeholder once, leaving placeholders inside values literal', () => {
    const text = 'At most {{maxTokens}} tokens; {{ focus }}; again {{maxTokens}}.';
    expect(renderPromptTemplate(text, { maxTokens: '900', focus: 'the {{maxTokens}} bug' })).toBe(
      'At most 900 tokens; the {{maxTokens}} bug; again 900.',
    );
  });

  it('renders a placeholder without a value as nothing, and a text without placeholders unchanged', () => {
    expect(renderPromptTemplate('Focus: {{focus}}.', {})).toBe('Focus: .');
    expect(renderPromptTemplate('Plain {text}.', { focus: 'x' })).toBe('Plain {text}.');
  });

  it('tells whether a template places the focus itself', () => {
    expect(usesPlaceholder('Look at {{ focus }}', 'focus')).toBe(true);
    expect(usesPlaceholder('Look at {{maxTokens}}', 'focus')).toBe(false);
  });

  it('lists a placeholder set for every template kind', () => {
    expect(Object.keys(TEMPLATE_PLACEHOLDERS).sort()).toEqual([...TEMPLATE_KINDS].sort());
  });
});

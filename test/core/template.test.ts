import { renderTemplate, TemplateError, templateVariables } from '../../core/template';

describe('renderTemplate', () => {
  it('replaces every placeholder, tolerating inner spaces', () => {
    expect(renderTemplate('A {{x}} and {{ y }} and {{x}}.', { x: '1', y: '2' })).toBe('A 1 and 2 and 1.');
  });

  it('leaves placeholders inside values literal', () => {
    expect(renderTemplate('<{{summary}}>', { summary: 'has {{summary}} and $& inside' })).toBe(
      '<has {{summary}} and $& inside>',
    );
  });

  it('fails on a missing variable, naming it', () => {
    let error: unknown;
    try {
      renderTemplate('{{a}} {{b}}', { a: '' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateError);
    expect(error).toMatchObject({
      missing: ['b'],
      unused: [],
      message: expect.stringContaining('missing variable(s): b'),
    });
  });

  it('fails on an unused variable, naming them sorted', () => {
    expect(() => renderTemplate('{{a}}', { a: '', z: '', m: '' })).toThrow('unused variable(s): m, z');
  });

  it('renders a template without placeholders only with no variables', () => {
    expect(renderTemplate('plain', {})).toBe('plain');
    expect(() => renderTemplate('plain', { x: '1' })).toThrow(TemplateError);
  });

  it('lists distinct placeholder names sorted', () => {
    expect(templateVariables('{{b}} {{a}} {{ b }} {{not a var}}')).toEqual(['a', 'b']);
  });
});
